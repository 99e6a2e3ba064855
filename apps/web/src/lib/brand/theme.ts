import { type BrandConfig, brandCssVariables } from '@loan/contract';

export { brandCssVariables, primaryColorOf } from '@loan/contract';

export function applyBrandTheme(
  config: BrandConfig,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(brandCssVariables(config))) {
    root.style.setProperty(name, value);
  }
}
