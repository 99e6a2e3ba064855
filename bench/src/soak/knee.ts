import { mixPicker, oneRowQuery, type SoakContext } from './mix.ts';
import { runOpenLoop } from './open-loop.ts';

/** Every borrower route's p99 must stay at or under this for a rate to hold. */
export const KNEE_P99_MS = 50;
const STAGE_SECONDS = Number(process.env.SOAK_KNEE_STAGE_SECONDS ?? 30);
const FIRST_RATE = 50;
const STEP = 1.25;
/** The one-row query holds several times the mix's rate: coarser steps reach its knee sooner. */
const ONE_ROW_STEP = 1.5;
const MAX_STAGES = 20;
/**
 * A route's p99 is judged from 150 samples or more: below that it is one of the two slowest
 * answers, which a single pause of a shared machine decides.
 */
const MIN_SAMPLES = 150;

export interface KneeStage {
  rate: number;
  worstRoute: string;
  worstP99Ms: number;
  status5xx: number;
  overflow: number;
  holds: boolean;
}

export interface KneeResult {
  p99LimitMs: number;
  stageSeconds: number;
  /** Highest rate of the borrower mix that held; 0 when even the first stage did not. */
  mixKnee: number;
  mixStages: KneeStage[];
  oneRowKnee: number;
  oneRowStages: KneeStage[];
}

const isBorrowerRoute = (route: string) =>
  !route.startsWith('ops ') && !route.startsWith('payment callback') && !route.startsWith('dev ');

async function runStage(
  makeContext: () => SoakContext,
  fire: (ctx: SoakContext) => (scheduledAt: number) => Promise<void>,
  rate: number,
): Promise<SoakContext> {
  const ctx = makeContext();
  const send = fire(ctx);
  await runOpenLoop({
    rate,
    seconds: STAGE_SECONDS,
    maxInFlight: 256,
    fire: (scheduledAt) =>
      send(scheduledAt).catch(() => {
        ctx.recorder.failures += 1;
      }),
    onOverflow: () => {
      ctx.recorder.overflow += 1;
    },
    drainMs: 5_000,
  });
  return ctx;
}

/** A stage's verdict: its worst borrower route's p99 against the limit, and no errors or overflow. */
function judgeStage(ctx: SoakContext, rate: number): KneeStage {
  const routes = ctx.recorder
    .summary(STAGE_SECONDS)
    .filter((route) => isBorrowerRoute(route.route) && route.count >= MIN_SAMPLES);
  const worst = routes.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a), routes[0]!);
  const status5xx = routes.reduce(
    (sum, route) =>
      sum +
      Object.entries(route.statuses)
        .filter(([status]) => Number(status) >= 500 || status === '0')
        .reduce((n, [, count]) => n + count, 0),
    0,
  );
  const holds =
    worst !== undefined &&
    worst.p99Ms <= KNEE_P99_MS &&
    status5xx === 0 &&
    ctx.recorder.overflow === 0;
  return {
    rate,
    worstRoute: worst?.route ?? '',
    worstP99Ms: worst?.p99Ms ?? 0,
    status5xx,
    overflow: ctx.recorder.overflow,
    holds,
  };
}

/**
 * Steps the open-loop rate up in short stages until a borrower route's p99 passes the limit. A
 * stage that fails is run once more before the search ends: one pause of a shared machine (a
 * collection, a checkpoint, the sweep) decides a 30 s stage's p99 but not a long run's. Both
 * verdicts are kept.
 */
async function stepUp(
  makeContext: () => SoakContext,
  fire: (ctx: SoakContext) => (scheduledAt: number) => Promise<void>,
  step: number,
): Promise<{ knee: number; stages: KneeStage[] }> {
  const stages: KneeStage[] = [];
  let knee = 0;
  let rate = FIRST_RATE;
  // A first stage at the starting rate is not judged: it meets the previous load's tail and
  // cold connections, which say nothing about the rate.
  await runStage(makeContext, fire, rate);
  for (let i = 0; i < MAX_STAGES; i += 1) {
    let stage = judgeStage(await runStage(makeContext, fire, rate), rate);
    stages.push(stage);
    if (!stage.holds) {
      stage = judgeStage(await runStage(makeContext, fire, rate), rate);
      stages.push(stage);
    }
    console.log(
      `knee: ${rate} req/s: worst p99 ${stage.worstP99Ms} ms (${stage.worstRoute}), ${stage.holds ? 'holds' : 'does not hold'}`,
    );
    if (!stage.holds) break;
    knee = rate;
    rate = Math.round(rate * step);
  }
  return { knee, stages };
}

export async function findKnee(
  makeContext: () => SoakContext,
  weights: Record<string, number>,
): Promise<KneeResult> {
  const mix = await stepUp(
    makeContext,
    (ctx) => {
      const pick = mixPicker(weights);
      return (scheduledAt) => pick()(ctx, scheduledAt);
    },
    STEP,
  );
  const oneRow = await stepUp(
    makeContext,
    (ctx) => (scheduledAt) => oneRowQuery(ctx, scheduledAt),
    ONE_ROW_STEP,
  );
  return {
    p99LimitMs: KNEE_P99_MS,
    stageSeconds: STAGE_SECONDS,
    mixKnee: mix.knee,
    mixStages: mix.stages,
    oneRowKnee: oneRow.knee,
    oneRowStages: oneRow.stages,
  };
}
