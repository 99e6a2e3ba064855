import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_CONFIG } from './defaults.ts';
import { applyBrandTheme, brandCssVariables, primaryColorOf } from './theme.ts';

const brand = {
  ...DEFAULT_BRAND_CONFIG,
  buttonGradient: 'linear-gradient(to right, #ff8a00, #e52e71)',
  headingColor: '#222222',
  buttonFontColor: '#fefefe',
};

describe('brand theme', () => {
  it('takes the primary colour from the first gradient stop, else the heading colour', () => {
    expect(primaryColorOf(brand)).toBe('#ff8a00');
    expect(primaryColorOf({ ...brand, buttonGradient: 'linear-gradient(rgb(1, 2, 3), red)' })).toBe(
      'rgb(1, 2, 3)',
    );
    expect(primaryColorOf({ ...brand, buttonGradient: 'none' })).toBe('#222222');
  });

  it('maps the brand onto CSS variables', () => {
    expect(brandCssVariables(brand)).toEqual({
      '--brand-button-gradient': 'linear-gradient(to right, #ff8a00, #e52e71)',
      '--brand-heading-color': '#222222',
      '--brand-button-font-color': '#fefefe',
      '--adm-color-primary': '#ff8a00',
    });
  });

  it('sets them on the document element', () => {
    applyBrandTheme(brand);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-heading-color')).toBe('#222222');
    expect(style.getPropertyValue('--brand-button-font-color')).toBe('#fefefe');
    expect(style.getPropertyValue('--adm-color-primary')).toBe('#ff8a00');
    expect(style.getPropertyValue('--brand-button-gradient')).toContain('#e52e71');
  });
});
