/**
 * Numbers said in words ("a hundred and eighty", "forty-eight hundred", "six thousand five hundred") written
 * as digits, with a map back to the words they were read from, so slots quote what was said. Number words are
 * a closed list, so this is exact; a general parser was measured too slow for a per-turn budget.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const WORD = /[a-z]+(?:-[a-z]+)?/gi;

interface Piece {
  /** where the piece starts in the digit text and in the source text */
  out: number;
  src: number;
  outLen: number;
  srcLen: number;
}

export interface Digitised {
  text: string;
  /** the words of the source text that a span of the digit text was read from */
  source(start: number, end: number): string;
}

function valueOf(words: string[]): number {
  // "seven thousand six fifty" is 7,650: after the thousands, chunks without "hundred" are said as a price
  const last = words.lastIndexOf('thousand');
  const rest = words.slice(last + 1).filter((w) => w !== 'and');
  if (last >= 0 && rest.length >= 2 && rest.every((w) => w in UNITS))
    return valueOf(words.slice(0, last + 1)) + spokenPrice(rest);
  let total = 0;
  let current = 0;
  let previous = 0;
  for (const w of words) {
    if (w === 'a' || w === 'and') continue;
    if (w in SCALES) {
      const scale = SCALES[w]!;
      if (scale === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current = (current || 1) * 100;
      previous = 0;
      continue;
    }
    const n = UNITS[w]!;
    // "fifteen nine hundred" is 15,900: a unit after a unit or a teen (not a tens word) starts the hundreds
    if (n < 10 && previous > 0 && previous < 20) {
      total += current * 1000;
      current = 0;
    }
    current += n;
    previous = n;
  }
  return total + current;
}

/**
 * Number words without "hundred" or "thousand", said in chunks as prices are in speech: "eighty five" is 85,
 * "nine fifty" 950, "one ten" 110, "twelve five" 12,500, "twenty eight four" 28,400, "sixteen six sixty" 16,660.
 */
function spokenPrice(words: string[]): number {
  const chunks: number[] = [];
  for (const w of words) {
    const n = UNITS[w]!;
    const last = chunks.length - 1;
    // a unit after a bare tens word completes it: "twenty" "eight" is 28
    if (last >= 0 && n < 10 && chunks[last]! >= 20 && chunks[last]! % 10 === 0 && !joined.has(last)) {
      chunks[last] += n;
      joined.add(last);
    } else chunks.push(n);
  }
  joined.clear();
  // "thirteen one twenty" is 13,120, "four seven twenty five" 4,725: thousands, hundreds, then the rest
  if (chunks.length === 3 && chunks[0]! > 0 && chunks[1]! < 10 && chunks[2]! >= 10 && chunks[2]! < 100)
    return chunks[0]! * 1000 + chunks[1]! * 100 + chunks[2]!;
  if (chunks.length !== 2) return chunks.reduce((a, b) => a + b, 0);
  const [a, b] = chunks as [number, number];
  if (b === 0) return a;
  return b < 10 ? a * 1000 + b * 100 : a * 100 + b;
}
const joined = new Set<number>();

/** A number said in words, where it stood, and the ordinal ending it was said with ("26th"). */
interface Run {
  start: number;
  end: number;
  value: number;
  suffix?: string;
}

/** Ordinal units that complete a tens word into a day of the month: "twenty sixth", "thirty first". */
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};

function ordinalSuffix(n: number): string {
  const last = n % 10;
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
}

const isNumberWord = (w: string): boolean => w in UNITS || w in SCALES;

const NUMBER_WORD = Object.keys(UNITS).join('|');
const SIZE: Record<string, number> = { thousand: 1000, hundred: 100 };
/**
 * A fraction of a size said in words or digits: "four and a half thousand" (4,500), "4 point 5 thousand",
 * "two and a half grand" (2.5 grand), "a couple of thousand" (2,000). With "grand" or "k" only the number is
 * rewritten ("2.5 grand"), so the money reader still sees the multiplier.
 */
const FRACTION = new RegExp(
  String.raw`\b(?:(\d+|(?:${NUMBER_WORD})(?:[\s-]+(?:${NUMBER_WORD}))*)\s+` +
    String.raw`(?:and\s+an?\s+(half|quarter)|point\s+(\d|${NUMBER_WORD}))` +
    String.raw`|(a\s+couple(?:\s+of)?))\s+(thousand|hundred|grand|k)\b`,
  'gi',
);
const FRACTION_OF: Record<string, number> = { half: 0.5, quarter: 0.25 };

/** Digits and a size word: "18 hundred", "4 thousand". */
const DIGIT_SIZE = /\b(\d+(?:\.\d+)?)\s+(thousand|hundred)\b/gi;

function fractionRuns(source: string): Array<{ start: number; end: number; value: number }> {
  const runs: Array<{ start: number; end: number; value: number }> = [];
  // the grammar below is costly to try at every word: most clauses name no size at all
  if (!/hundred|thousand|grand|\bk\b/i.test(source)) return runs;
  for (const m of source.matchAll(DIGIT_SIZE))
    runs.push({
      start: m.index,
      end: m.index + m[0].length,
      value: Math.round(Number(m[1]) * SIZE[m[2]!.toLowerCase()]!),
    });
  if (!/\b(?:half|quarter|point|couple)\b/i.test(source)) return runs;
  for (const m of source.matchAll(FRACTION)) {
    const [whole, lead, part, point, couple, size] = m;
    let value: number;
    if (couple) value = 2;
    else {
      const base = /^\d/.test(lead!) ? Number(lead) : valueOf(lead!.toLowerCase().split(/[\s-]+/));
      const tenth =
        point === undefined ? 0 : /^\d$/.test(point) ? Number(point) : UNITS[point.toLowerCase()]!;
      if (point !== undefined && tenth > 9) continue;
      value = base + (part ? FRACTION_OF[part.toLowerCase()]! : tenth / 10);
    }
    const scale = SIZE[size!.toLowerCase()];
    // "… thousand": the whole phrase is the number; "… grand", "… k": the multiplier is left to the money reader
    const end = m.index + whole.length - (scale ? 0 : size!.length);
    runs.push({
      start: m.index,
      end: scale ? end : source.slice(0, end).trimEnd().length,
      value: value * (scale ?? 1),
    });
  }
  return runs;
}

/**
 * A unit word after "hundred" that is not part of the number: it counts the plural after it ("forty two hundred
 * two shooters" is 4,200 and two shooters), or it is "one" before no number ("the forty two hundred one" is the
 * $4,200 one).
 */
function notPartOfHundreds(parts: string[], after: string[] | undefined): boolean {
  const n = parts.length === 1 ? UNITS[parts[0]!] : undefined;
  if (n === 1) return !after?.every(isNumberWord);
  const word = after?.join('-') ?? '';
  return n !== undefined && n >= 2 && n <= 9 && /^[a-z]+s$/.test(word) && !CURRENCY_PLURALS.has(word);
}
const CURRENCY_PLURALS = new Set(['dollars', 'bucks', 'euros', 'pounds', 'grands', 'thousands', 'hundreds']);

/** Every run of number words written as its value in digits. */
/**
 * "between twelve hundred and two thousand" is a range: after hundreds, "and" before a run that reaches
 * "thousand" starts a second number.
 */
function biggerScaleAhead(words: ReadonlyArray<{ parts: string[] }>, from: number, taken: string[]): boolean {
  // only after hundreds no number goes on from ("twelve hundred"); "one hundred and two thousand" is 102,000
  const before = taken[taken.indexOf('hundred') - 1];
  if (!taken.includes('hundred') || taken.includes('thousand') || (UNITS[before ?? ''] ?? 0) < 10)
    return false;
  for (let k = from; k < words.length && words[k]!.parts.every(isNumberWord); k++)
    if (words[k]!.parts.includes('thousand')) return true;
  return false;
}

export function digitise(source: string): Digitised {
  const words = Array.from(source.matchAll(WORD), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
    parts: m[0].toLowerCase().split('-'),
  }));
  const fractions = fractionRuns(source);
  const runs: Run[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    const inFraction = fractions.find((r) => w.start >= r.start && w.start < r.end);
    if (inFraction) {
      i++;
      continue;
    }
    const first = w.parts[0]!;
    const next = words[i + 1]?.parts[0] ?? '';
    const opensWithA = first === 'a' && w.parts.length === 1 && next in SCALES;
    if (!w.parts.every(isNumberWord) && !opensWithA) {
      i++;
      continue;
    }
    const taken: string[] = [];
    let j = i;
    while (j < words.length) {
      const parts = words[j]!.parts;
      if (fractions.some((r) => words[j]!.start >= r.start && words[j]!.start < r.end)) break;
      const gap = j > i ? source.slice(words[j - 1]!.end, words[j]!.start) : ' ';
      if (!/^[\s,]*$/.test(gap) || gap.length > 2) break;
      if (taken[taken.length - 1] === 'hundred' && notPartOfHundreds(parts, words[j + 1]?.parts)) break;
      if (parts.every(isNumberWord)) taken.push(...parts);
      else if (j === i && opensWithA) taken.push('a');
      else if (
        parts[0] === 'and' &&
        taken.some((t) => t in SCALES) &&
        words[j + 1]?.parts.every(isNumberWord) &&
        !biggerScaleAhead(words, j + 1, taken)
      )
        taken.push('and');
      else break;
      j++;
    }
    // "one" and "a" alone are rarely numbers said as such ("the one", "one of"); keep them only before a unit
    const value = taken.some((t) => t in SCALES) ? valueOf(taken) : spokenPrice(taken);
    // "twenty sixth" is the 26th: a tens word and an ordinal unit make one day of the month
    const ordinal = ORDINAL_UNITS[words[j]?.parts.join('-') ?? ''];
    if ((value === 20 || value === 30) && taken.length === 1 && ordinal !== undefined) {
      runs.push({
        start: w.start,
        end: words[j]!.end,
        value: value + ordinal,
        suffix: ordinalSuffix(value + ordinal),
      });
      i = j + 1;
      continue;
    }
    if (!(taken.length === 1 && (taken[0] === 'one' || taken[0] === 'a')))
      runs.push({ start: w.start, end: words[j - 1]!.end, value });
    i = j;
  }
  runs.push(...fractions);
  runs.sort((a, b) => a.start - b.start);
  return rewrite(source, runs);
}

function rewrite(source: string, runs: Run[]): Digitised {
  const pieces: Piece[] = [];
  let text = '';
  let at = 0;
  for (const r of runs) {
    text += source.slice(at, r.start);
    const digits = `${r.value}${r.suffix ?? ''}`;
    pieces.push({ out: text.length, src: r.start, outLen: digits.length, srcLen: r.end - r.start });
    text += digits;
    at = r.end;
  }
  text += source.slice(at);
  const toSource = (pos: number, isEnd: boolean): number => {
    let shift = 0;
    for (const p of pieces) {
      if (pos < p.out || (isEnd && pos === p.out)) break;
      if (pos < p.out + p.outLen || (isEnd && pos === p.out + p.outLen))
        return isEnd ? p.src + p.srcLen : p.src;
      shift = p.src + p.srcLen - (p.out + p.outLen);
    }
    return pos + shift;
  };
  return { text, source: (start, end) => source.slice(toSource(start, false), toSource(end, true)) };
}
