import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRAND_SLOT_PATTERN,
  BRAND_SLOTS,
  type BrandConfig,
  type BrandSlot,
  type BrandSlotValues,
  brandSlotValues,
  type Locale,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
} from '@loan/contract';

export interface PrerenderedPage {
  path: string;
  locale: Locale;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in HTML text and in quoted attribute values, the only places slot tokens are put. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function isSlot(name: string): name is BrandSlot {
  return (BRAND_SLOTS as readonly string[]).includes(name);
}

/** Replaces every brand slot token with its value, HTML-escaped; unknown tokens stay. */
export function fillBrandSlots(html: string, values: BrandSlotValues): string {
  return html.replace(BRAND_SLOT_PATTERN, (token, name: string) =>
    isSlot(name) ? escapeHtml(values[name]) : token,
  );
}

function readManifest(webDist: string): PrerenderedManifest | null {
  try {
    const path = join(webDist, PRERENDERED_DIR, PRERENDERED_MANIFEST);
    return JSON.parse(readFileSync(path, 'utf8')) as PrerenderedManifest;
  } catch {
    return null;
  }
}

/**
 * The public pages the web build prerendered (docs/decisions/0008), filled with the running
 * brand. None when the build has no prerendered pages; the history fallback then serves them.
 */
export function loadPrerenderedPages(
  webDist: string,
  brand: BrandConfig,
  now: Date,
): PrerenderedPage[] {
  const manifest = readManifest(webDist);
  if (!manifest) return [];
  const values = brandSlotValues(brand, now);
  const dir = join(webDist, PRERENDERED_DIR);
  return manifest.pages
    .filter(
      ({ path, file }) => path.startsWith('/') && /^[\w-]+(?:\.[a-z]{2,3})?\.html$/.test(file),
    )
    .map(({ path, file, locale }) => ({
      path,
      locale: locale ?? 'en',
      html: fillBrandSlots(readFileSync(join(dir, file), 'utf8'), values),
    }));
}

/** CSP sources (`'sha256-...'`) of the scripts the prerendered pages carry inline. */
export function prerenderedScriptSources(webDist: string): string[] {
  const hashes = readManifest(webDist)?.scriptHashes ?? [];
  return hashes.filter((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)).map((hash) => `'${hash}'`);
}
