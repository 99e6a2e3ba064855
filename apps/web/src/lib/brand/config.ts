import { BRAND_CONFIG_ELEMENT_ID, type BrandConfig, brandConfigSchema } from '@loan/contract';
import { DEFAULT_BRAND_CONFIG } from './defaults.ts';

/**
 * Reads the JSON data block the server injects into index.html. Absent (dev server, tests) or
 * broken, the built-in defaults apply so the app still starts.
 */
export function readBrandConfig(doc: Document = document): BrandConfig {
  const element = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_BRAND_CONFIG;
  try {
    const parsed = brandConfigSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.warn('Brand config does not match the schema; using defaults.', parsed.error.issues);
  } catch {
    console.warn('Brand config is not valid JSON; using defaults.');
  }
  return DEFAULT_BRAND_CONFIG;
}

let current: BrandConfig | null = null;

/** Reads the document's brand config once; later calls return the same object. */
export function getBrandConfig(): BrandConfig {
  current ??= readBrandConfig();
  return current;
}

/** Replaces the active brand config (start-up and tests). */
export function setBrandConfig(config: BrandConfig | null): void {
  current = config;
}
