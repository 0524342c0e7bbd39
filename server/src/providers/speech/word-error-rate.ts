/** Word error rate: word-level edit distance between reference and hypothesis over the reference's length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = reference.toLowerCase().split(/\s+/).filter(Boolean);
  const h = hypothesis.toLowerCase().split(/\s+/).filter(Boolean);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const row = [i];
    for (let j = 1; j <= h.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = row;
  }
  return { errors: prev[h.length]!, words: r.length };
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const { errors, words } = wordErrors(reference, hypothesis);
  return errors / Math.max(1, words);
}
