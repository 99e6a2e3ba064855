import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type RenderedScreen,
  SCREEN_PARTS_ELEMENT_ID,
  SCREEN_STATE_ELEMENT_ID,
} from '@loan/contract';
import { deferScripts } from './deferred-scripts.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { escapeHtml } from './html.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type ClientManifest = Record<string, ManifestChunk>;

/** The client build's manifest (module -> chunk, its imports and CSS); null when not built. */
export function readClientManifest(webDist: string): ClientManifest | null {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

export interface ScreenAssets {
  scripts: string[];
  styles: string[];
}

/** The text of a built stylesheet, by its URL path (`/assets/x.css`); undefined when missing. */
export type ReadStyle = (href: string) => string | undefined;

/** Every stylesheet of the build, read once (they are a few kB and never change while running). */
export function builtStyles(webDist: string, manifest: ClientManifest): ReadStyle {
  const styles = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const css of chunk.css ?? []) {
      try {
        styles.set(`/${css}`, readFileSync(join(webDist, css), 'utf8'));
      } catch {
        // A stylesheet the manifest names but the folder lacks stays a link.
      }
    }
  }
  return (href) => styles.get(href);
}

/**
 * What a screen's module and the lazily loaded parts it showed need beyond the app's entry: their
 * chunks and the chunks they import (preloaded, so they download beside the entry, not after it),
 * and their CSS (linked, so the server-rendered screen shows styled before any script runs).
 */
export function screenAssets(manifest: ClientManifest, sources: readonly string[]): ScreenAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set<string>();
  const walkEntry = (chunk: ManifestChunk | undefined) => {
    if (!chunk || loadedByEntry.has(chunk.file)) return;
    loadedByEntry.add(chunk.file);
    for (const key of chunk.imports ?? []) walkEntry(manifest[key]);
  };
  walkEntry(entry);

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const walk = (chunk: ManifestChunk | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (!loadedByEntry.has(chunk.file)) {
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
    }
    for (const key of chunk.imports ?? []) walk(manifest[key]);
  };
  for (const source of sources) {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`the build manifest has no module ${source}`);
    walk(chunk);
  }
  return { scripts, styles };
}

/**
 * The app shell with a rendered screen in its root, its title, assets and query cache. The
 * stylesheets the screen needs are inlined, the shell's own included: a phone on a slow network
 * paints the screen with its first response, without waiting for a stylesheet request. (When the
 * screen's chunk loads, the bundler links its stylesheets as usual; the rules are the same.) The
 * scripts load once the page has painted; a tap made before the app is live is held until it is.
 */
export function screenPage(
  shell: string,
  screen: RenderedScreen,
  assets: ScreenAssets,
  readStyle: ReadStyle,
): string {
  const inline = (href: string) => {
    const css = readStyle(href);
    return css === undefined
      ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
      : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  };
  const links = [
    // In the head, before the body is read: it holds a tap made the moment the screen shows.
    EARLY_TAPS_SCRIPT,
    ...assets.styles.map(inline),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
  const parts = screen.parts.length
    ? `<script type="application/json" id="${SCREEN_PARTS_ELEMENT_ID}">${JSON.stringify(screen.parts).replaceAll('<', '\\u003c')}</script>`
    : '';
  const state = `<script type="application/json" id="${SCREEN_STATE_ELEMENT_ID}">${screen.state}</script>${parts}`;
  let html = shell.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
    (link, href: string) => (readStyle(href) === undefined ? link : inline(href)),
  );
  html = html.replace('</head>', () => `${links}</head>`);
  if (screen.title !== undefined) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(screen.title ?? '')}</title>`,
    );
  }
  // Before the screen goes in: only the shell's own tags are moved.
  html = deferScripts(html);
  return html.replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${state}`);
}
