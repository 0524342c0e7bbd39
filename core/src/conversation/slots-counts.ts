/** Counts said in a turn: "120 guests", "a hundred and eighty people", "eight hours", "3 tiers". */
import type { CountSlot } from './reading-types.ts';
import type { Digitised } from './number-words.ts';
import { COUNT_UNITS } from './count-units.ts';

const UNIT_INDEX = new Map<string, string>();
for (const [unit, forms] of Object.entries(COUNT_UNITS)) for (const f of forms) UNIT_INDEX.set(f, unit);

/** A number, up to two words ("or so", "of your", "hour"), then a word that may be a unit. */
const COUNT =
  /(\d[\d,]*)(?:\s*-\s*|\s+)(?:(?:or so|ish|odd|plus|give or take|of your|of the|or more)\s+)?([a-z]+)/gi;

export function readCounts(d: Digitised, exclude: Array<[number, number]>): CountSlot[] {
  const out: CountSlot[] = [];
  COUNT.lastIndex = 0;
  for (let m = COUNT.exec(d.text); m; m = COUNT.exec(d.text)) {
    const start = m.index;
    if (exclude.some(([a, b]) => start >= a && start < b)) continue;
    const unit = UNIT_INDEX.get(m[2]!.toLowerCase());
    if (!unit) continue;
    // "our three fifty covers the van and two setup people": "covers" said as a verb counts no guests
    if (
      /^covers$/i.test(m[2]!) &&
      /^\s+(?:the|a|an|your|our|it|everything|all|delivery|setup)\b/i.test(d.text.slice(start + m[0].length))
    )
      continue;
    const value = Number(m[1]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    out.push({ value, unit, text: d.source(start, start + m[0].length) });
  }
  return out;
}
