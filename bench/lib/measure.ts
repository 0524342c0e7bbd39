/** Timing helpers: every result is reported as a ratio to a baseline measured in the same run. */
export interface Sample {
  name: string;
  p50: number;
  p95: number;
  opsPerSec: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50/p95 of measured times (ms); ops/s from their mean unless the caller measured it over the whole run. */
export function summarize(name: string, times: number[], opsPerSec?: number): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    opsPerSec: opsPerSec ?? 1000 / mean,
  };
}

export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  iterations: number,
  warmup = Math.ceil(iterations / 10),
): Promise<Sample> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return summarize(name, times, (iterations / (performance.now() - start)) * 1000);
}

export function printTable(title: string, baseline: Sample, samples: Sample[]): void {
  console.info(`\n${title}`);
  console.info(
    'case'.padEnd(44) +
      'p50 ms'.padStart(10) +
      'p95 ms'.padStart(10) +
      'ops/s'.padStart(10) +
      'x baseline'.padStart(12),
  );
  for (const s of [baseline, ...samples]) {
    console.info(
      s.name.padEnd(44) +
        s.p50.toFixed(2).padStart(10) +
        s.p95.toFixed(2).padStart(10) +
        s.opsPerSec.toFixed(0).padStart(10) +
        (s.p50 / baseline.p50).toFixed(1).padStart(12),
    );
  }
}

/**
 * Two workloads measured in alternation (one of each per round), so a change in the machine's load hits
 * both alike; returns their samples in the order given.
 */
export async function measurePair(
  a: { name: string; fn: () => Promise<unknown> },
  b: { name: string; fn: () => Promise<unknown> },
  iterations: number,
  warmup = Math.ceil(iterations / 10),
): Promise<[Sample, Sample]> {
  for (let i = 0; i < warmup; i++) {
    await a.fn();
    await b.fn();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < iterations; i++) {
    // alternate which goes first, so neither always runs on a warmer cache
    const order = i % 2 ? ([b, a] as const) : ([a, b] as const);
    for (const w of order) {
      const t = performance.now();
      await w.fn();
      times[w === a ? 0 : 1].push(performance.now() - t);
    }
  }
  return [summarize(a.name, times[0]), summarize(b.name, times[1])];
}
