import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface RouteWeight {
  route: string;
  jsFiles: number;
  cssFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** JS+CSS bytes as they crossed the wire (the server's encoding for this browser). */
  transferredBytes: number;
  /** JS+CSS bytes on disk, uncompressed. */
  uncompressedBytes: number;
  /** The page itself as it crossed the wire. */
  documentTransferredBytes: number;
}

/**
 * Loads a route in Chromium and weighs every script and stylesheet of the built app it fetched
 * before the network went idle: what a borrower's phone downloads on first visit to that route.
 * `gzip` is each file gzipped at level 6 (comparable across builds); `transferred` is what the
 * browser actually received, with the Accept-Encoding Chromium sends.
 */
export async function measureRouteWeight(
  browser: Browser,
  options: { baseUrl: string; distDir: string; route: string; query: string },
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const assets = new Set<string>();
  const received: Promise<{ pathname: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    received.push(request.sizes().then((sizes) => ({ pathname, bytes: sizes.responseBodySize })));
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(`${options.baseUrl}${options.route}${options.query}`, {
    waitUntil: 'networkidle',
  });
  const transfers = await Promise.all(received);
  await context.close();

  const weight: RouteWeight = {
    route: options.route,
    jsFiles: 0,
    cssFiles: 0,
    jsGzipBytes: 0,
    cssGzipBytes: 0,
    transferredBytes: 0,
    uncompressedBytes: 0,
    documentTransferredBytes: 0,
  };
  for (const { pathname, bytes } of transfers) {
    if (assets.has(pathname)) weight.transferredBytes += bytes;
    else if (pathname === options.route) weight.documentTransferredBytes += bytes;
  }
  for (const pathname of assets) {
    const content = readFileSync(join(options.distDir, pathname));
    const bytes = gzipSync(content).length;
    weight.uncompressedBytes += content.length;
    if (pathname.endsWith('.js')) {
      weight.jsFiles += 1;
      weight.jsGzipBytes += bytes;
    } else {
      weight.cssFiles += 1;
      weight.cssGzipBytes += bytes;
    }
  }
  return weight;
}
