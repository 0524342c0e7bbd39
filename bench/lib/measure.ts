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

export async function measure(name: string, fn: () => Promise<unknown>, iterations: number, warmup = Math.ceil(iterations / 10)): Promise<Sample> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), opsPerSec: (iterations / total) * 1000 };
}

export function printTable(title: string, baseline: Sample, samples: Sample[]): void {
  console.info(`\n${title}`);
  console.info(`${'case'.padEnd(44)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'ops/s'.padStart(10)}${'x baseline'.padStart(12)}`);
  for (const s of [baseline, ...samples]) {
    console.info(
      `${s.name.padEnd(44)}${s.p50.toFixed(2).padStart(10)}${s.p95.toFixed(2).padStart(10)}${s.opsPerSec.toFixed(0).padStart(10)}${(s.p50 / baseline.p50).toFixed(1).padStart(12)}`,
    );
  }
}
