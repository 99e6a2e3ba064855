import { WARM_UP_MINUTES } from './process-stats.ts';
import { TIMELINE_WINDOW_SECONDS } from './recorder.ts';
import type { SoakRun } from './soak-run.ts';

const DATABASE_NAMES: Record<string, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  'postgres-2': 'PostgreSQL, two server processes',
};

/** bench/results/soak.md: a table per run, then what the database says afterwards. */
export function renderSoakReport(runs: SoakRun[], meta: { date: string; machine: string }): string {
  const lines = [
    '# Soak: production-like load',
    '',
    `Measured ${meta.date} on ${meta.machine}, by \`npm run soak\`. Open loop: arrivals on a fixed schedule, latency from the scheduled time; borrowers from many client addresses with the production per-address limits on; load generator, server(s) and PostgreSQL share the machine.`,
    '',
  ];
  for (const run of runs) lines.push(...renderRun(run));
  return `${lines.join('\n')}\n`;
}

function renderRun(run: SoakRun): string[] {
  const lines = [
    `## ${DATABASE_NAMES[run.database] ?? run.database}: ${run.rate} arrivals/s for ${run.seconds} s, ${run.borrowers} borrowers`,
    '',
    `${run.requests} requests, ${run.status5xx} answered 5xx, ${run.noAnswer} without an answer, ${run.overflow} arrivals over the in-flight cap; invariants ${run.invariantsOk ? 'hold' : 'BROKEN'}; load generator CPU ${run.generatorCpuPercent} % of one core; machine load average ${run.loadAverage.start} at the start, ${run.loadAverage.end} at the end.`,
    '',
    ...hostSpeedNote(run),
    warmUpNote(run),
    '',
    '| route | req/s | p50 ms | p95 ms | p99 ms | max ms | p99 ms, whole run | responses by status | refused (code ≠ 0) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...run.routes.map(
      (r) =>
        `| ${r.route} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.p99WholeRunMs ?? r.p99Ms} | ${Object.entries(
          r.statuses,
        )
          .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
          .join(', ')} | ${r.refused} |`,
    ),
    '',
    `Mix weights: ${Object.entries(run.weights ?? {})
      .map(([name, weight]) => `${name} ${weight}`)
      .join(', ')}.`,
    '',
    ...timeline(run),
    ...reasons(run),
    '| server process | RSS at start MB | peak MB | end MB | RSS at each minute MB | growth after the warm-up MB/min | growth in the second half MB/min | CPU % of one core |',
    '|---|---|---|---|---|---|---|---|',
    ...run.rss.map(
      (r, i) =>
        `| ${i} (pid ${r.pid}) | ${r.startMb} | ${r.peakMb} | ${r.endMb} | ${(r.byMinuteMb ?? []).join(', ') || '-'} | ${r.afterWarmUpMbPerMinute ?? '-'} | ${r.lastHalfMbPerMinute ?? '-'} | ${r.cpuPercent} |`,
    ),
    '',
    `The warm-up is the first ${WARM_UP_MINUTES} minutes; the growth is the least-squares slope of the RSS from the end of the warm-up to the end of the run, and again over the run's second half.`,
    '',
  ];
  if (run.crossProcessImageReads) {
    const { ok, failed } = run.crossProcessImageReads;
    lines.push(
      `Complaint images uploaded through one process and read through the other: ${ok} found, ${failed} not found.`,
      '',
    );
  }
  lines.push(...paymentSupply(run));
  lines.push('Invariants (read from the database after the run):', '', '```');
  lines.push(JSON.stringify(run.invariants, null, 2), '```', '');
  if (run.serverErrors.length > 0) {
    lines.push(
      `Server errors logged (the load ended ${run.loadEndedAt}):`,
      '',
      ...run.serverErrors.map((e) => `- ${e}`),
      '',
    );
  }
  if (run.knee) {
    const k = run.knee;
    lines.push(
      `Knee (every borrower route's p99 ≤ ${k.p99LimitMs} ms, no 5xx, ${k.stageSeconds} s stages, a failed stage run once more): borrower mix ${k.mixKnee} arrivals/s; one-row query ${k.oneRowKnee} req/s.`,
      '',
      '| stage | rate | worst route | its p99 ms | 5xx / no answer | overflow | holds |',
      '|---|---|---|---|---|---|---|',
      ...k.mixStages.map(
        (s) =>
          `| mix | ${s.rate} | ${s.worstRoute} | ${s.worstP99Ms} | ${s.status5xx} | ${s.overflow} | ${s.holds ? 'yes' : 'no'} |`,
      ),
      ...k.oneRowStages.map(
        (s) =>
          `| one-row | ${s.rate} | ${s.worstRoute} | ${s.worstP99Ms} | ${s.status5xx} | ${s.overflow} | ${s.holds ? 'yes' : 'no'} |`,
      ),
      '',
    );
  }
  return lines;
}

function timeline(run: SoakRun): string[] {
  if (!run.timeline?.length) return [];
  const windows = run.timeline.filter((w) => w.answers > 0);
  return [
    `Every route's answers window by window (${TIMELINE_WINDOW_SECONDS} s each, from the start of the load): p50 / p99 ms.`,
    '',
    windows.map((w) => `${w.fromSecond}s ${w.p50Ms}/${w.p99Ms}`).join(' · '),
    '',
  ];
}

function reasons(run: SoakRun): string[] {
  const lines = run.routes.flatMap((r) =>
    Object.entries(r.reasons ?? {}).map(([reason, n]) => `- ${r.route}: ${n}x ${reason}`),
  );
  return lines.length === 0 ? [] : ['Refusals and errors by route:', '', ...lines, ''];
}

function warmUpNote(run: SoakRun): string {
  const seconds = run.latencyWarmUpSeconds ?? 0;
  if (seconds === 0) return 'Latencies over the whole run (a short run has no warm-up left out).';
  return `p50, p95, p99 and max leave out the answers of the first ${seconds} s, while the processes warm up (JIT, new database backends) under the full rate; the whole run's p99 is beside them.`;
}

/** Whether payments went on to the end: the run can pay only the loans the seed left out. */
function paymentSupply(run: SoakRun): string[] {
  const perMinute = Object.entries(run.paymentsBookedPerMinute ?? {});
  if (perMinute.length === 0 || !run.payableLoans) return [];
  return [
    'Payments booked (first callbacks answered `booked`), minute by minute:',
    '',
    ...perMinute.map(([kind, counts]) => `- ${kind}: ${counts.join(', ')}`),
    '',
    `Seeded loans still taking payments: ${run.payableLoans.atStart} when the load started, ${run.payableLoans.atEnd} when it ended.`,
    '',
  ];
}

/** The machine's speed before the load, for comparing runs made on different machines. */
function hostSpeedNote(run: SoakRun): string[] {
  const speed = run.hostSpeed;
  if (!speed) return [];
  const roundTrips =
    speed.postgresRoundTripsPerSecond === undefined
      ? ''
      : `; \`select 1\` on PostgreSQL, one after another: ${speed.postgresRoundTripsPerSecond} round trips/s`;
  return [
    `The machine before the seed and the load: a fixed 19.6 KB page gzipped at level 6 ${speed.gzipPagesPerSecond} times/s on one core${roundTrips}.`,
    '',
  ];
}
