import type { BrandConfig } from './brand.ts';

const COLOR_PATTERN = /#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)/i;

/**
 * antd-mobile needs one solid primary colour; the brand gives a gradient, so its first colour
 * stop is used, else the heading colour.
 */
export function primaryColorOf(config: BrandConfig): string {
  return config.buttonGradient.match(COLOR_PATTERN)?.[0] ?? config.headingColor;
}

/** The brand as CSS custom properties: set by the server in every page, and by the app. */
export function brandCssVariables(config: BrandConfig): Record<string, string> {
  return {
    '--brand-button-gradient': config.buttonGradient,
    '--brand-heading-color': config.headingColor,
    '--brand-button-font-color': config.buttonFontColor,
    '--adm-color-primary': primaryColorOf(config),
  };
}

/** A `:root` rule with the brand's variables; characters that could end the rule are dropped. */
export function brandCssRule(config: BrandConfig): string {
  const declarations = Object.entries(brandCssVariables(config))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>\\]/g, '')}`)
    .join(';');
  return `:root{${declarations}}`;
}
