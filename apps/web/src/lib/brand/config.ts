import { BRAND_CONFIG_ELEMENT_ID, type BrandConfig } from '@loan/contract';
import { DEFAULT_BRAND_CONFIG } from './defaults.ts';

/**
 * Reads the JSON data block the server injects into index.html. Absent (dev server, tests) or
 * broken, the built-in defaults apply so the app still starts.
 */
export function readBrandConfig(doc: Document = document): BrandConfig {
  const element = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_BRAND_CONFIG;
  try {
    const parsed = parseBrandConfig(JSON.parse(element.textContent));
    if (parsed) return parsed;
    console.warn('Brand config does not have the expected fields; using defaults.');
  } catch {
    console.warn('Brand config is not valid JSON; using defaults.');
  }
  return DEFAULT_BRAND_CONFIG;
}

/**
 * The server validated the config with the contract's schema before injecting it; here each field
 * only needs the type the defaults have (no zod in the browser bundle).
 */
function parseBrandConfig(value: unknown): BrandConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(DEFAULT_BRAND_CONFIG)) {
    const field = record[key];
    const fits = Array.isArray(fallback)
      ? Array.isArray(field) && field.every((item) => typeof item === 'string')
      : typeof field === typeof fallback;
    if (!fits) return null;
  }
  return record as unknown as BrandConfig;
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
