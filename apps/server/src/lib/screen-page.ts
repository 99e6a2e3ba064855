import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RenderedScreen, SCREEN_STATE_ELEMENT_ID } from '@loan/contract';
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

/**
 * What a screen's module needs beyond the app's entry: its chunk and the chunks it imports
 * (preloaded, so they download beside the entry, not after it), and their CSS (linked, so the
 * server-rendered screen shows styled before any script runs).
 */
export function screenAssets(manifest: ClientManifest, source: string): ScreenAssets {
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
  walk(manifest[source]);
  return { scripts, styles };
}

/** The app shell with a rendered screen in its root, its title, assets and query cache. */
export function screenPage(shell: string, screen: RenderedScreen, assets: ScreenAssets): string {
  const links = [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
  const state = `<script type="application/json" id="${SCREEN_STATE_ELEMENT_ID}">${screen.state}</script>`;
  let html = shell.replace('</head>', () => `${links}</head>`);
  if (screen.title !== undefined) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(screen.title ?? '')}</title>`,
    );
  }
  return html.replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>${state}`);
}
