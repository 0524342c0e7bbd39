/** The measures eval:analyzer uses: question matching by word overlap, and Spearman's rank correlation. */
import { tokenizeWords } from '@ringready/core/analysis/text-utils';
import type { AnalysisReport } from '@ringready/core/analysis/types';
import type { Label } from '../core/eval/label.ts';

export function similarity(a: string, b: string): number {
  const x = new Set(tokenizeWords(a));
  const y = new Set(tokenizeWords(b));
  const inter = [...x].filter((w) => y.has(w)).length;
  return inter / Math.max(1, Math.min(x.size, y.size) === 0 ? 1 : new Set([...x, ...y]).size);
}

export function matchQuestions(expected: Label['questions'], found: AnalysisReport['questions']) {
  const used = new Set<number>();
  const pairs: Array<{ expected: Label['questions'][number]; found: AnalysisReport['questions'][number] }> =
    [];
  for (const e of expected) {
    let best = -1;
    let bestSim = 0.6;
    found.forEach((f, i) => {
      if (used.has(i)) return;
      const s = similarity(e.text, f.text);
      if (s >= bestSim) {
        best = i;
        bestSim = s;
      }
    });
    if (best >= 0) {
      used.add(best);
      pairs.push({ expected: e, found: found[best]! });
    }
  }
  return pairs;
}

export function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(ra), mean(rb)];
  let num = 0;
  let da = 0;
  let db = 0;
  ra.forEach((x, i) => {
    num += (x - ma) * (rb[i]! - mb);
    da += (x - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
}
