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
}

/**
 * Loads a route in Chromium and weighs every script and stylesheet of the built app it fetched
 * before the network went idle: what a borrower's phone downloads on first visit to that route.
 */
export async function measureRouteWeight(
  browser: Browser,
  options: { baseUrl: string; distDir: string; route: string; query: string },
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(`${options.baseUrl}${options.route}${options.query}`, {
    waitUntil: 'networkidle',
  });
  await context.close();

  const weight: RouteWeight = {
    route: options.route,
    jsFiles: 0,
    cssFiles: 0,
    jsGzipBytes: 0,
    cssGzipBytes: 0,
  };
  for (const pathname of assets) {
    const bytes = gzipSync(readFileSync(join(options.distDir, pathname))).length;
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
