/**
 * Build step (docs/decisions/0008): renders the public pages to static HTML with react-dom/server
 * and writes them, with their CSS inlined, to dist/prerendered/. Built by vite.prerender.config.ts
 * after the app and the public-site script, then run by Node: `node dist-ssr/prerender.js`.
 */
import '../app/global.css';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brandSlotTokens,
  LOCALES,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
} from '@loan/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { publicPages } from '@/features/public-site/public-pages.ts';
import { BrandTextsProvider } from '@/lib/brand/brand-texts.tsx';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { localeTag, setLocale } from '@/lib/i18n/locale.ts';
import { pageDocument } from './page-document.ts';

const PUBLIC_SITE_ENTRY = 'src/public-site.ts';

const ssrDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = join(ssrDir, '..', 'dist');

/** The CSS this SSR build emitted: exactly the styles the public pages import. */
function readCss(): string {
  const assets = join(ssrDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

/**
 * The public-site build's script (vite.public-site.config.ts), to be inlined: it must not be
 * able to end its element or hold a brand slot the server would rewrite (its hash would break).
 */
function publicSiteScript(): string {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'public-site.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[PUBLIC_SITE_ENTRY];
  if (!entry) throw new Error(`the public-site build has no ${PUBLIC_SITE_ENTRY} entry`);
  const code = readFileSync(join(distDir, entry.file), 'utf8').trim();
  if (/<\/script|<!--|%%brand\./i.test(code)) throw new Error(`${entry.file} cannot be inlined`);
  return code;
}

/** The CSP source for an inline script: `sha256-<base64>` of its exact text. */
function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

const css = readCss();
const script = publicSiteScript();
const tokens = brandSlotTokens();
const outDir = join(distDir, PRERENDERED_DIR);
mkdirSync(outDir, { recursive: true });

const manifest: PrerenderedManifest = { pages: [], scriptHashes: [cspHash(script)] };
// Every page in English and in Filipino (docs/decisions/0047); the server sends the reader's.
await loadLocaleTexts('fil');
for (const locale of LOCALES) {
  setLocale(locale);
  for (const { path, file, title, Component, interactive } of publicPages) {
    const body = renderToStaticMarkup(
      <BrandTextsProvider value={tokens}>
        <Component />
      </BrandTextsProvider>,
    );
    const html = pageDocument({
      title: title(tokens),
      lang: localeTag(locale),
      css,
      body,
      inlineScripts: interactive ? [script] : [],
    });
    const localeFile = locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`);
    writeFileSync(join(outDir, localeFile), html);
    manifest.pages.push(locale === 'en' ? { path, file } : { path, file: localeFile, locale });
  }
}
setLocale('en');
writeFileSync(join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${manifest.pages.map((page) => page.path).join(', ')} to ${outDir}`);
