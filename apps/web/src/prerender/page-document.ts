import { brandSlotToken } from '@loan/contract';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// The brand colours as the app sets them (lib/brand/theme.ts), filled in by the server.
const THEME_STYLE = [
  `--brand-button-gradient:${brandSlotToken('buttonGradient')}`,
  `--brand-heading-color:${brandSlotToken('headingColor')}`,
  `--brand-button-font-color:${brandSlotToken('buttonFontColor')}`,
].join(';');

export interface PageDocumentParts {
  title: string;
  /** The BCP 47 tag of the page's language, for `<html lang>`. */
  lang: string;
  /** All the page's CSS, inlined: no stylesheet request stands between the HTML and its paint. */
  css: string;
  body: string;
  /**
   * Scripts inlined at the end of the body, if the page has any behaviour: no request stands
   * between the HTML and its largest paint (the CSP allows them by hash).
   */
  inlineScripts: readonly string[];
}

/** A complete prerendered HTML document, with brand slot tokens where brand values go. */
export function pageDocument({ title, lang, css, body, inlineScripts }: PageDocumentParts): string {
  const scriptTags = inlineScripts.map((code) => `<script>${code}</script>`);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}" style="${THEME_STYLE}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    '<meta name="referrer" content="no-referrer" />',
    '<meta name="theme-color" content="#ffffff" />',
    // No favicon to fetch (a missing one is a 404 in every page's console).
    '<link rel="icon" href="data:," />',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
    '</head>',
    `<body>${body}${scriptTags.join('')}</body>`,
    '</html>',
    '',
  ].join('\n');
}
