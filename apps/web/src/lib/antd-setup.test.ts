import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { describe, expect, it } from 'vitest';
import { setUpAntdMobile } from './antd-setup.ts';

describe('setUpAntdMobile', () => {
  it('makes English the locale of every antd-mobile component, in the tree or not', () => {
    setUpAntdMobile();
    const { locale } = getDefaultConfig();
    expect(locale.locale).toBe('en');
    expect(locale.Dialog.ok).toBe('OK');
  });
});
