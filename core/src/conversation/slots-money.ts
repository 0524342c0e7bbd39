/**
 * Money said in a turn: "$4,800", "4.8k", "forty-eight hundred dollars", "€38,000", "six grand", a range
 * ("$4,500 to $6,000", "4 to 6k"), and a bare amount in a price context ("the barn at 28,400").
 * Reads the digit text (number words already written as digits).
 */
import type { Digitised } from './number-words.ts';
import type { MoneySlot } from './reading-types.ts';

type Currency = MoneySlot['currency'];

const SYMBOL: Record<string, Currency> = { $: 'USD', '€': 'EUR', '£': 'GBP' };
const WORD_CURRENCY: Array<[RegExp, Currency]> = [
  [/^(?:dollars?|bucks|usd)$/i, 'USD'],
  [/^(?:euros?|eur)$/i, 'EUR'],
  [/^(?:pounds?|quid|gbp)$/i, 'GBP'],
];

/** A number with an optional currency before it and a multiplier and currency word after it. */
const AMOUNT =
  String.raw`([$€£])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(k|grand|thousand)\b)?` +
  String.raw`(?:\s?(dollars?|bucks|usd|euros?|eur|pounds?|quid|gbp)\b)?`;
const ONE = new RegExp(AMOUNT, 'gi');
/** The upper end of a range right after an amount: "to $6,000", "-6k", "and 6,000". */
const RANGE_END = new RegExp(String.raw`^\s?(?:to|-|–|and)\s?` + AMOUNT, 'i');

/** Words before a bare number that make it a price: "at 28,400", "it's 5,200", "comes to 3900". */
const PRICE_BEFORE = new RegExp(
  String.raw`\b(?:at|for|is|it's|its|costs?|price[sd]?|runs?|total|totals|comes? to|starts? at|from|around|` +
    String.raw`about|budget|quote[sd]?|investment|rate|fee|pay|paying|spend|spending|between|only|just)\s+` +
    String.raw`(?:(?:of|is|at|around|about|roughly|like|just|only)\s+)?$`,
  'i',
);
/** Words anywhere in the clause that make a bare thousands figure a price. */
const PRICE_CONTEXT =
  /[$€£]|\b(?:price|cost|costs|total|investment|package|collection|quote|deposit|budget|rate|fees?|dollars|euros|pounds|per person|per head|payment|discount|plus tax)\b/i;

/** The unit words after a number that make it a count or a time, not money. */
const NOT_MONEY_AFTER = new RegExp(
  String.raw`^\s?(?:%|percent|guests?|people|persons|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|` +
    String.raw`am|pm|a\.m|p\.m|o'?clock|tables?|photos?|pictures?|images?|shots?|tiers?|courses?|bridesmaids?|` +
    String.raw`groomsmen|attendants?|couples?|weddings?|stems?|roses?|cent(?:er|re)pieces?|arrangements?|` +
    String.raw`bouquets?|looks?|miles?|st|nd|rd|th)\b`,
  'i',
);

const valueOf = (num: string, mult: string | undefined): number =>
  Number(num.replace(/,/g, '')) * (mult ? 1000 : 1);

function currencyOf(symbol: string | undefined, word: string | undefined): Currency {
  if (symbol) return SYMBOL[symbol] ?? null;
  if (word) for (const [re, c] of WORD_CURRENCY) if (re.test(word)) return c;
  return null;
}

export interface MoneyReading {
  slots: MoneySlot[];
  /** the spans of the digit text the amounts were read from, to keep them out of counts and times */
  spans: Array<[number, number]>;
}

export function readMoney(d: Digitised): MoneyReading {
  const slots: MoneySlot[] = [];
  const spans: Array<[number, number]> = [];
  const priced = PRICE_CONTEXT.test(d.text);
  ONE.lastIndex = 0;
  for (let m = ONE.exec(d.text); m; m = ONE.exec(d.text)) {
    const [whole, sym, num, mult, word] = m;
    if (!num) continue;
    const start = m.index + (whole.length - whole.trimStart().length);
    let end = m.index + whole.trimEnd().length;
    const range = RANGE_END.exec(d.text.slice(end));
    let amount = valueOf(num, mult);
    const explicit = Boolean(sym || word || (mult && /k|grand/i.test(mult)) || range?.[1] || range?.[4]);
    const before = d.text.slice(Math.max(0, start - 40), start);
    if (!explicit) {
      if (NOT_MONEY_AFTER.test(d.text.slice(end, end + 16)) || /\d[:.]\d*$/.test(before)) continue;
      if (/^\s?(?:to|-|–)\s?\d/.test(d.text.slice(end)) && !range?.[3] && !priced) continue;
      const bare =
        (amount >= 100 && PRICE_BEFORE.test(before)) ||
        (amount >= 1000 && num.includes(',') && priced) ||
        (mult !== undefined && priced);
      // a year ("in 2027") is not a price
      const year = !num.includes(',') && !mult && amount >= 1900 && amount <= 2100;
      if (!bare || year) continue;
    }
    let max: number | undefined;
    if (range) {
      max = valueOf(range[2]!, range[3]);
      // "4 to 6k": the multiplier said once covers both ends
      if (!mult && range[3] && amount < 1000 && amount * 1000 <= max) amount *= 1000;
      if (max > amount) end += range[0].length;
      else max = undefined;
    }
    if (range && max !== undefined) ONE.lastIndex = end;
    const slot: MoneySlot = {
      amount,
      currency: currencyOf(sym ?? range?.[1], word ?? range?.[4]),
      text: d.source(start, end).trim(),
    };
    if (max !== undefined) slot.max = max;
    slots.push(slot);
    spans.push([start, end]);
  }
  return { slots, spans };
}
