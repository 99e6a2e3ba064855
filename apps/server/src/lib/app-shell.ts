import {
  BRAND_CONFIG_ELEMENT_ID,
  BRAND_CONFIG_PLACEHOLDER,
  type BrandConfig,
  brandCssRule,
} from '@loan/contract';

/**
 * index.html with the brand config in place of its placeholder, as a JSON data block (`<` is
 * escaped so no value can close the script element), and the brand's colours as CSS variables,
 * so a page the server rendered shows in the brand before any script runs.
 */
export function renderAppShell(indexHtml: string, brand: BrandConfig): string {
  const json = JSON.stringify(brand).replaceAll('<', '\\u003c');
  const block =
    `<script type="application/json" id="${BRAND_CONFIG_ELEMENT_ID}">${json}</script>` +
    `<style>${brandCssRule(brand)}</style>`;
  return indexHtml.replace(BRAND_CONFIG_PLACEHOLDER, () => block);
}
