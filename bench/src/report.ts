import { renderFirstLoadTable, type WeighedRoute } from './first-load.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { type PublicFirstLoad, renderLighthouseSection } from './public-pages.ts';

export interface BenchReport {
  date: string;
  commit: string;
  machine: string;
  startup: { coldMs: number; warmMs: number };
  routes: WeighedRoute[];
  lighthouse?: { results: LighthouseResult[]; baselineName: string; firstLoad?: PublicFirstLoad };
  /** The API under the soak's mix (bench-soak.md), without its title. */
  apiUnderSoak?: string;
}

export const FIRST_LOAD_INTRO =
  "Every script and stylesheet Chromium fetched to show the route as the demo borrower, in English and in Filipino (`lang` in the page query), files in brackets: gzip level 6 of each file (comparable across builds), the bytes Chromium actually received for them (the server sends brotli files made at build time), and their size uncompressed; then the page itself as received (server-rendered with the demo borrower's data, compressed on the fly).";

export function renderReport(report: BenchReport): string {
  return [
    '# Benchmark results',
    '',
    `Measured ${report.date} at commit \`${report.commit}\` on ${report.machine}, by \`npm run bench\`.`,
    '',
    '## First-load weight per route (production build, gzip)',
    '',
    FIRST_LOAD_INTRO,
    '',
    ...renderFirstLoadTable(report.routes),
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
