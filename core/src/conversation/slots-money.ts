/**
 * Money said in a turn: "$4,800", "4.8k", "forty-eight hundred dollars", "€38,000", "six grand", a range
 * ("$4,500 to $6,000", "4 to 6k"), and a bare amount in a price context ("the barn at 28,400").
 * Reads the digit text (number words already written as digits).
 */
import type { Digitised } from './number-words.ts';
import type { MoneySlot } from './reading-types.ts';
import { eitherRegExp, wordRegExp, wordSource } from '../analysis/word-list.ts';
import { COUNTED_THING_WORDS, PRICE_CONTEXT_WORDS } from './slot-words.ts';

type Currency = MoneySlot['currency'];

const SYMBOL: Record<string, Currency> = { $: 'USD', '€': 'EUR', '£': 'GBP' };
const WORD_CURRENCY: Array<[RegExp, Currency]> = [
  [/^(?:dollars?|bucks|usd)$/i, 'USD'],
  [/^(?:euros?|eur)$/i, 'EUR'],
  [/^(?:pounds?|quid|gbp)$/i, 'GBP'],
];

/** A number with an optional currency before it and a multiplier and currency word after it. */
const AMOUNT =
  String.raw`([$€£])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(k|grand|thousand|hundred)\b)?` +
  String.raw`(?:\s?(dollars?|bucks|usd|euros?|eur|pounds?|quid|gbp)\b)?`;
const ONE = new RegExp(AMOUNT, 'gi');
/** The upper end of a range right after an amount: "to $6,000", "-6k", "and 6,000". */
const RANGE_END = new RegExp(String.raw`^\s?(?:to|-|–|and)\s?` + AMOUNT, 'i');

/** Words before a bare number that make it a price: "at 28,400", "it's 5,200", "comes to 3900". */
const PRICE_BEFORE = new RegExp(
  String.raw`(?:\b(?:at|for|is|are|it's|its|costs?|price[sd]?|runs?|total|totals|comes? to|starts? at|from|` +
    String.raw`budget|quote[sd]?|investment|rate|fee|pay|paying|spend|spending|between|talking|be|ask|asking|` +
    String.raw`charge|charging|that's|thats|was|out to|comes? in|looking at|adds?|ballpark|` +
    String.raw`down to|how about|what about|meet you at|land at)|'s)\s+` +
    String.raw`(?:(?:of|is|at|around|about|roughly|like|just|only|another|an extra|extra|um|uh|a little|a bit|` +
    String.raw`a touch|shy of|under|over|north of|approximately|in the region of|ballpark)\s+)*$`,
  'i',
);
/** After a number, a price per item: "85 a head", "50 extra per person", "7.50 a slice", "80 each". */
const PER_ITEM = new RegExp(
  String.raw`^\s?(?:extra\s+)?(?:a head|per head|per person|a person|per guest|a guest|pp|each|a slice|per slice|` +
    String.raw`a plate|per plate|a piece|an hour|per hour|a stem|per stem|a table|per table|a tier|per tier)\b`,
  'i',
);
/** Things counted in thousands that are not money: "1,200 reviews", "2,000 square feet". */
const COUNTED_AFTER = wordRegExp(COUNTED_THING_WORDS, 'i', String.raw`^\s?(?:[\w-]+\s){0,2}`, String.raw`\b`);

/** A hedge right before an amount: "about 1200", "roughly 900". */
const APPROXIMATE =
  /\b(?:about|around|roughly|approximately|approx|near|nearly|close to|just under|just over)\s+$/i;

/** Words anywhere in the clause that make a bare thousands figure a price. */
const PRICE_CONTEXT = eitherRegExp(['[$€£]', wordSource(PRICE_CONTEXT_WORDS)], 'i');

/** The unit words after a number that make it a count or a time, not money. */
const NOT_MONEY_AFTER = new RegExp(
  String.raw`^\s?(?:%|percent|guests?|people|persons|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|` +
    String.raw`am|pm|a\.m|p\.m|o'?clock|tables?|photos?|pictures?|images?|shots?|tiers?|courses?|bridesmaids?|` +
    String.raw`groomsmen|attendants?|couples?|weddings?|stems?|roses?|cent(?:er|re)pieces?|arrangements?|` +
    String.raw`bouquets?|looks?|miles?|st|nd|rd|th|square|sq|feet|ft|acres?|reviews?|followers?)\b`,
  'i',
);

const valueOf = (num: string, mult: string | undefined): number =>
  Number(num.replace(/,/g, '')) * (mult ? (/hundred/i.test(mult) ? 100 : 1000) : 1);

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
    let max: number | undefined;
    if (range) {
      max = valueOf(range[2]!, range[3]);
      // "4 to 6k", "four to six hundred": the size said once covers both ends
      if (!mult && range[3] && amount < 1000 && amount * 1000 <= max) amount *= 1000;
      else if (amount < 100 && max >= 100) {
        const scale = 10 ** (Math.floor(Math.log10(max)) - Math.floor(Math.log10(Math.max(1, amount))));
        if (amount * scale <= max) amount *= scale;
      }
      if (max <= amount) max = undefined;
    }
    // "a few thousand", "several hundred" name no amount: a vague size, never a price to weigh
    const said = d.source(start, end);
    if (VAGUE_SIZE.test(d.text.slice(Math.max(0, start - 16), start)) && /^\D*$/.test(said)) continue;
    if (/^(?:a\s+)?(?:few|several)\b/i.test(said)) continue;
    const explicit = Boolean(sym || word || (mult && /k|grand/i.test(mult)) || range?.[1] || range?.[4]);
    // "two thousand", "a couple of thousand" name a size: never a year ("twenty twenty seven")
    const sized = /thousand|hundred|couple|half/i.test(d.source(start, end));
    if (!explicit && !bareMoney(d.text, start, end, amount, num, mult, priced, sized)) continue;
    if (max !== undefined) {
      end += range![0].length;
      ONE.lastIndex = end;
    }
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

/** Words before a bare "thousand" or "hundred" that leave the amount unsaid: "a few", "several", "a couple of". */
const VAGUE_SIZE = /\b(?:a few|few|several|some|many|a couple(?: of)?)\s*$/i;

/** A question about the guest count before a bare number: the number is a count. */
const HOW_MANY_PEOPLE = /\bhow many (?:guests|people|heads)\b|\b(?:guest count|headcount|head count)\b/i;

/** An amount in thousands with another offered after it ("3950 … or the original 3800") or before it. */
const OR_AMOUNT_AHEAD =
  /^[\d,]+(?:\s+[\w']+){0,5}\s+or\s+(?:the\s+)?(?:[a-z]+\s+)?\d[\d,]{3,5}\b(?!\s?(?:people|guests?|persons))/i;
const OR_AMOUNT_BEHIND = /\b\d[\d,]{3,5}(?:\s+[\w']+){0,5}\s+or\s+(?:the\s+)?(?:[a-z]+\s+)?[\d,]+$/i;

/** A number said without a currency is money in a price context: after "is", "at", "for", before "a head". */
function bareMoney(
  text: string,
  start: number,
  end: number,
  amount: number,
  num: string,
  mult: string | undefined,
  priced: boolean,
  sized = false,
): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 24);
  const afterRange = text.slice(end).replace(RANGE_END, '').slice(0, 24);
  if (NOT_MONEY_AFTER.test(after) || NOT_MONEY_AFTER.test(afterRange) || /\d[:.]\d*$/.test(before))
    return false;
  // "for 180" in a recap is a guest count; "for 480" where prices are talked about, or "for 2900", is a price
  if (
    /\bfor\s+(?:(?:about|around|roughly|approximately|like|maybe|um|uh)\s+)*$/.test(before) &&
    !priced &&
    amount < 1000
  )
    return false;
  // "how many guests … under a hundred or more like one fifty" counts people
  if (HOW_MANY_PEOPLE.test(text.slice(Math.max(0, start - 80), start)) && !priced) return false;
  // a year ("in 2027") is not a price
  if (!num.includes(',') && !mult && !sized && amount >= 1900 && amount <= 2100) return false;
  return (
    // "3950 two photographers or 3800 just me": two amounts in thousands offered one or the other are prices
    (amount >= 1000 &&
      (OR_AMOUNT_AHEAD.test(text.slice(start)) || OR_AMOUNT_BEHIND.test(text.slice(0, end)))) ||
    PER_ITEM.test(after) ||
    // "maybe six thousand ish", "five grand or so": a hedged sum in thousands
    (amount >= 1000 && (mult !== undefined || sized) && /^\s?-?(?:ish|or so|give or take)\b/i.test(after)) ||
    // "how does the 3800 sound?"
    (amount >= 100 &&
      /\bhow (?:does|would|do) (?:the )?$/i.test(before) &&
      /^\s?(?:sound|feel|work)/i.test(after)) ||
    (amount >= 100 && PRICE_BEFORE.test(before)) ||
    (amount >= 1000 && num.includes(',') && priced) ||
    // "could you do 3,000?": an amount written with its thousands is money unless it counts something
    (amount >= 1000 && num.includes(',') && !COUNTED_AFTER.test(after)) ||
    // where prices are talked about, an amount said with its size or hedged is one: "so about twelve hundred"
    (amount >= 100 && priced && (sized || APPROXIMATE.test(before))) ||
    (amount >= 1000 && /\bthe\s+$/.test(before) && /^\s?mark\b/i.test(after)) ||
    (mult !== undefined && priced)
  );
}
