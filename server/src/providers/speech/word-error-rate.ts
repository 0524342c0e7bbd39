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

const ONES = [
  ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'],
  ...['twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

/** Spoken form of a whole number, without "and" (4000 → "four thousand", 150 → "one hundred fifty"). */
export function numberToWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return [TENS[Math.floor(n / 10)], n % 10 ? ONES[n % 10] : ''].filter(Boolean).join(' ');
  const [scale, name] = SCALES.find(([s]) => n >= s)!;
  const rest = n % scale;
  return `${numberToWords(Math.floor(n / scale))} ${name}${rest ? ` ${numberToWords(rest)}` : ''}`;
}

/** British spellings a recogniser may write for the American ones of the references. */
const AMERICAN: Record<string, string> = {
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  neighbour: 'neighbor',
  honour: 'honor',
  organise: 'organize',
  centre: 'center',
  theatre: 'theater',
};

/**
 * A transcript as words to score: lower case, no punctuation, digits and amounts spoken ("$4,000." →
 * "four thousand dollars"), American spelling. Recognisers are not charged for how they write a word.
 */
export function normalizeTranscript(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\$(\d+)/g, '$1 dollars')
    .replace(/(\d+)%/g, '$1 percent')
    .replace(/\d+/g, (d) => (d.length <= 12 ? ` ${numberToWords(Number(d))} ` : d))
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/(^|\s)'|'(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => AMERICAN[w] ?? w)
    .join(' ');
}
