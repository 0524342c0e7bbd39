/** Resident memory of a process tree, read from /proc (Linux only). */
import { readdirSync, readFileSync } from 'node:fs';

export const MB = 1e6;
export const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** A field of /proc/<pid>/status in bytes (VmRSS is in kB); 0 when the process has ended. */
function statusField(pid: number, field: string): number {
  const line = readProc(`/proc/${pid}/status`)
    ?.split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
}

/** A /proc file's text, or undefined when the process or thread has ended since it was listed. */
function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Every descendant of `pid` (children of its threads included), from /proc/<pid>/task/<tid>/children. */
function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((tid) =>
    (readProc(`/proc/${pid}/task/${tid}/children`) ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
      .flatMap((child) => [child, ...descendants(child)]),
  );
}

export interface TreeMemory {
  /** the process itself (its worker threads share its address space, so they are in here) */
  main: number;
  /** its child processes and theirs */
  children: number;
  total: number;
}

/** VmRSS of `pid` plus that of every process below it. */
export function treeRss(pid: number): TreeMemory {
  const main = statusField(pid, 'VmRSS');
  const children = descendants(pid).reduce((sum, p) => sum + statusField(p, 'VmRSS'), 0);
  return { main, children, total: main + children };
}

/** The highest tree RSS from now until the returned function is called, sampled every 100 ms. */
export function peakTreeRss(pid: number): () => number {
  let peak = treeRss(pid).total;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid).total)), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRss(pid).total);
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the tree's RSS has moved by less than `toleranceBytes` for `quietMs` (checked every
 * 500 ms, at most `maxMs`), then returns it: memory "at rest" after work or a load.
 */
export async function settledTreeRss(
  pid: number,
  { quietMs = 3000, toleranceBytes = 2 * MB, maxMs = 60_000 } = {},
): Promise<TreeMemory> {
  const end = performance.now() + maxMs;
  let last = treeRss(pid);
  let stableSince = performance.now();
  while (performance.now() < end) {
    await sleep(500);
    const now = treeRss(pid);
    if (Math.abs(now.total - last.total) >= toleranceBytes) {
      stableSince = performance.now();
      last = now;
    } else if (performance.now() - stableSince >= quietMs) return now;
  }
  return treeRss(pid);
}
