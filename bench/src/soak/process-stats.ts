import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The server's node process under `rootPid` (npm starts it through a shell), or the root itself. */
export function findNodePid(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const argv = commandLineOf(pid);
    if (pid !== rootPid && basename(argv[0] ?? '') === 'node' && argv.includes('src/server.ts')) {
      return pid;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return rootPid;
}

// Node names its main thread, so /proc/<pid>/comm says MainThread: the command line tells.
function commandLineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Resident set size in MB (VmRSS), or 0 once the process is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

export interface RssTrack {
  pid: number;
  startMb: number;
  peakMb: number;
  endMb: number;
  /** CPU the process used over the tracked time, percent of one core. */
  cpuPercent: number;
  /** RSS at the end of each whole minute of the run. */
  byMinuteMb: number[];
  /** RSS growth per minute from the end of the warm-up to the end (least squares), or null. */
  afterWarmUpMbPerMinute: number | null;
  /** The same over the run's second half: near 0 once memory has stopped growing. */
  lastHalfMbPerMinute?: number | null;
}

/** Minutes at the start that fill caches, pools and the JIT: not judged for growth. */
export const WARM_UP_MINUTES = 2;

/** The slope of the per-minute samples after the warm-up, MB per minute (needs two or more). */
export function growthAfterWarmUp(byMinuteMb: readonly number[]): number | null {
  return slopePerMinute(byMinuteMb.slice(WARM_UP_MINUTES - 1));
}

/** The slope of the second half of the per-minute samples, MB per minute. */
export function growthInLastHalf(byMinuteMb: readonly number[]): number | null {
  return slopePerMinute(byMinuteMb.slice(Math.floor(byMinuteMb.length / 2)));
}

function slopePerMinute(samples: readonly number[]): number | null {
  if (samples.length < 2) return null;
  const n = samples.length;
  const meanX = (n - 1) / 2;
  const meanY = samples.reduce((sum, y) => sum + y, 0) / n;
  const cov = samples.reduce((sum, y, x) => sum + (x - meanX) * (y - meanY), 0);
  const varX = samples.reduce((sum, _y, x) => sum + (x - meanX) ** 2, 0);
  return Math.round((cov / varX) * 10) / 10;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Samples each process's RSS every second until stopped. */
export function trackRss(pids: number[]): { stop: () => RssTrack[] } {
  const started = performance.now();
  const cpuAtStart = pids.map(cpuSeconds);
  const tracks = pids.map((pid) => {
    const mb = rssMb(pid);
    return {
      pid,
      startMb: mb,
      peakMb: mb,
      endMb: mb,
      cpuPercent: 0,
      byMinuteMb: [] as number[],
      afterWarmUpMbPerMinute: null as number | null,
      lastHalfMbPerMinute: null as number | null,
    };
  });
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    for (const track of tracks) {
      const mb = rssMb(track.pid);
      track.peakMb = Math.max(track.peakMb, mb);
      if (ticks % 60 === 0) track.byMinuteMb.push(mb);
    }
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      for (const [i, track] of tracks.entries()) {
        track.cpuPercent = Math.round(((cpuSeconds(track.pid) - cpuAtStart[i]!) / seconds) * 100);
        track.endMb = rssMb(track.pid);
        track.peakMb = Math.max(track.peakMb, track.endMb);
        track.afterWarmUpMbPerMinute = growthAfterWarmUp(track.byMinuteMb);
        track.lastHalfMbPerMinute = growthInLastHalf(track.byMinuteMb);
      }
      return tracks;
    },
  };
}
