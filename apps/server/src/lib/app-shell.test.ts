import { BRAND_CONFIG_PLACEHOLDER } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../config-brand.ts';
import { renderAppShell } from './app-shell.ts';

describe('renderAppShell', () => {
  it('puts the brand config where the placeholder was', () => {
    const html = renderAppShell(`<head>${BRAND_CONFIG_PLACEHOLDER}</head>`, DEMO_BRAND);
    const match = html.match(/<script type="application\/json" id="brand-config">(.*)<\/script>/);
    expect(match?.[1] && JSON.parse(match[1])).toEqual(DEMO_BRAND);
    expect(html).not.toContain(BRAND_CONFIG_PLACEHOLDER);
  });

  it('escapes < so a value cannot close the script element', () => {
    const brand = { ...DEMO_BRAND, companyName: '</script><script>alert(1)</script>$&' };
    const html = renderAppShell(BRAND_CONFIG_PLACEHOLDER, brand);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).companyName).toBe(brand.companyName);
  });
});
