import { readdirSync, readFileSync } from 'node:fs';

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
    if (pid !== rootPid && commandLineOf(pid).includes('server.ts')) return pid;
    queue.push(...(children.get(pid) ?? []));
  }
  return rootPid;
}

// Node names its main thread, so /proc/<pid>/comm says MainThread: the command line tells.
function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
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
}

/** Samples each process's RSS every second until stopped. */
export function trackRss(pids: number[]): { stop: () => RssTrack[] } {
  const tracks = pids.map((pid) => {
    const mb = rssMb(pid);
    return { pid, startMb: mb, peakMb: mb, endMb: mb };
  });
  const timer = setInterval(() => {
    for (const track of tracks) track.peakMb = Math.max(track.peakMb, rssMb(track.pid));
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      for (const track of tracks) {
        track.endMb = rssMb(track.pid);
        track.peakMb = Math.max(track.peakMb, track.endMb);
      }
      return tracks;
    },
  };
}
