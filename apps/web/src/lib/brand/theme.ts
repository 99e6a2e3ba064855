import type { BrandConfig } from '@loan/contract';

const COLOR_PATTERN = /#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)/i;

/**
 * antd-mobile needs one solid primary colour; the brand gives a gradient, so its first colour
 * stop is used, else the heading colour.
 */
export function primaryColorOf(config: BrandConfig): string {
  return config.buttonGradient.match(COLOR_PATTERN)?.[0] ?? config.headingColor;
}

export function brandCssVariables(config: BrandConfig): Record<string, string> {
  return {
    '--brand-button-gradient': config.buttonGradient,
    '--brand-heading-color': config.headingColor,
    '--brand-button-font-color': config.buttonFontColor,
    '--adm-color-primary': primaryColorOf(config),
  };
}

export function applyBrandTheme(
  config: BrandConfig,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(brandCssVariables(config))) {
    root.style.setProperty(name, value);
  }
}
