import type { LighthouseResult } from './lighthouse.ts';
import { type PublicFirstLoad, renderLighthouseSection } from './public-pages.ts';
import type { RouteWeight } from './route-weight.ts';

export interface BenchReport {
  date: string;
  commit: string;
  machine: string;
  startup: { coldMs: number; warmMs: number };
  routes: Array<RouteWeight & { goalKb: number }>;
  lighthouse?: { results: LighthouseResult[]; baselineName: string; firstLoad?: PublicFirstLoad };
  /** The API under the soak's mix (bench-soak.md), without its title. */
  apiUnderSoak?: string;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function renderReport(report: BenchReport): string {
  const rows = report.routes.map((r) => {
    const total = r.jsGzipBytes + r.cssGzipBytes;
    const verdict = total <= r.goalKb * 1000 ? 'met' : 'MISSED';
    return `| ${r.route} | ${kb(r.jsGzipBytes)} (${r.jsFiles}) | ${kb(r.cssGzipBytes)} (${r.cssFiles}) | ${kb(total)} | ${kb(r.transferredBytes)} | ${kb(r.uncompressedBytes)} | ${kb(r.documentTransferredBytes)} | ≤ ${r.goalKb} | ${verdict} |`;
  });
  return [
    '# Benchmark results',
    '',
    `Measured ${report.date} at commit \`${report.commit}\` on ${report.machine}, by \`npm run bench\`.`,
    '',
    '## First-load weight per route (production build, gzip)',
    '',
    "Every script and stylesheet Chromium fetched to show the route (files in brackets): gzip level 6 of each file (comparable across builds), the bytes Chromium actually received for them (the server sends brotli files made at build time), and their size uncompressed; then the page itself as received (server-rendered with the demo borrower's data, compressed on the fly).",
    '',
    '| route | JS kB gzip | CSS kB gzip | total kB gzip | JS+CSS kB received | JS+CSS kB uncompressed | page kB received | goal kB (gzip) | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...(report.lighthouse
      ? renderLighthouseSection(
          report.lighthouse.results,
          report.lighthouse.baselineName,
          report.lighthouse.firstLoad,
        )
      : []),
    ...(report.apiUnderSoak
      ? [
          "## API under the soak's mix",
          '',
          "A short `npm run soak` per database (thousands of borrowers, writes mixed in, production limits on), not a single session's loop; the full 600 s runs are in `soak.md`.",
          '',
          report.apiUnderSoak,
          '',
        ]
      : []),
    '## Server start to healthy (embedded PGlite)',
    '',
    '| start | ms |',
    '|---|---|',
    `| cold (fresh data directory: migrations and demo seed) | ${report.startup.coldMs.toFixed(0)} |`,
    `| warm (same data directory, restart) | ${report.startup.warmMs.toFixed(0)} |`,
    '',
  ].join('\n');
}
