/**
 * Reading the couple's facts in a buyer reply, however they are said: "$3,000", "3,000", "3k", "three
 * thousand"; "September 6", "6 September", "the 6th of September"; "180" or "a hundred and eighty".
 */
import type { Persona } from '../persona-types.ts';
import { MONTHS } from '../../conversation/slots-time.ts';
import { eitherRegExp } from '../../analysis/word-list.ts';
import { DIFFERENCE_WORDS, REPLY_TIME_WORDS } from './reply-words.ts';

/**
 * What a reply must mention: a word or phrase (case-insensitive), a pattern, or a token naming a fact of the
 * couple: '@budget', '@guests', '@date', '@partner', '@parent' (the third party), '@decider' (partner,
 * parent or "check with"), '@time' (a time or day), '@difference' (a question about the difference).
 */
export type Mention = string | RegExp;

const ONES = [
  ...'zero one two three four five six seven eight nine'.split(' '),
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** 6500 → "six thousand five hundred" (under a million; hyphen or space between tens and ones). */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000)
    return `${ONES[Math.floor(n / 100)]} hundred` + (n % 100 ? ` and ${numberWords(n % 100)}` : '');
  return `${numberWords(Math.floor(n / 1000))} thousand` + (n % 1000 ? ` ${numberWords(n % 1000)}` : '');
}

const norm = (text: string): string =>
  text
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/\s+/g, ' ');

const toNumber = (value: string): number => Number(value.replace(/[^0-9.]/g, ''));

/** Whether the text says this amount in any usual form. */
export function mentionsAmount(text: string, value: string | number): boolean {
  const n = typeof value === 'number' ? value : toNumber(value);
  const amounts = moneyIn(text);
  if (amounts.includes(n)) return true;
  if (new RegExp(`(^|[^0-9.,])${n.toLocaleString('en-US').replace(/,/g, ',?')}(?![0-9])`).test(text))
    return true;
  const words = norm(text);
  const variants = [numberWords(n)];
  if (n >= 1000 && n % 1000 === 500) variants.push(`${numberWords(Math.floor(n / 1000))} a half thousand`);
  return variants.some((v) => words.includes(norm(v)));
}

/** Amounts in figures; the groups are read by position (whole, fraction, unit) in `moneyIn`. */
const MONEY = eitherRegExp(
  [
    // "$28,400", "$3.5k": groups 1–3
    String.raw`\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|thousand)?\b`,
    // "8,900 dollars", "3.5k", "25 thousand": groups 4–6
    String.raw`\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|thousand|grand|dollars|bucks|euros)\b`,
    // "28,400": group 7
    String.raw`\b(\d{1,3}(?:,\d{3})+)\b`,
  ],
  'gi',
);

/** Every amount of money in figures ("$28,400", "28,400", "8,900 dollars", "3.5k", "25 thousand"). */
export function moneyIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(MONEY)) {
    const whole = m[1] ?? m[4] ?? m[7] ?? '0';
    const fraction = m[2] ?? m[5] ?? '';
    const unit = (m[3] ?? m[6] ?? '').toLowerCase();
    let n = Number(whole.replace(/,/g, '') + fraction);
    if (unit === 'k' || unit === 'thousand' || unit === 'grand') n *= 1000;
    if (!(unit === 'dollars' || unit === 'bucks' || unit === 'euros') || n >= 100 || m[0].startsWith('$'))
      out.push(Math.round(n));
  }
  return out;
}

const MONTH = MONTHS.join('|');
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const DATES = new RegExp(
  `\\b(${MONTH})\\s+(?:the\\s+)?${DAY}\\b|\\b${DAY}\\s+(?:of\\s+)?(${MONTH})\\b`,
  'gi',
);

/** Every month-and-day in a text, as "june 14". */
export function datesIn(text: string): Array<{ date: string; index: number }> {
  return [...text.matchAll(DATES)].map((m) => ({
    date: `${(m[1] ?? m[4])!.toLowerCase()} ${Number(m[2] ?? m[3])}`,
    index: m.index,
  }));
}

const TIME = new RegExp(String.raw`\b(${REPLY_TIME_WORDS.join('|')})\b`, 'i');
const DIFFERENCE = eitherRegExp(DIFFERENCE_WORDS, 'i');

function factMention(text: string, token: string, persona: Persona): boolean {
  const lower = text.toLowerCase();
  const parent = persona.thirdParty?.name.replace(/^my /i, '').toLowerCase();
  const parentWords = /\b(mom|mum|mother|parents|father|dad)\b/i;
  switch (token) {
    case '@budget':
      return mentionsAmount(text, persona.facts.budget.value);
    case '@guests':
      return mentionsAmount(text, persona.facts.guests.value);
    case '@date': {
      const truth = datesIn(persona.facts.date.value)[0]?.date;
      return datesIn(text).some((d) => d.date === truth);
    }
    case '@partner':
      return lower.includes(persona.partner.toLowerCase());
    case '@parent':
      return (parent !== undefined && lower.includes(parent)) || parentWords.test(text);
    case '@decider':
      return (
        lower.includes(persona.partner.toLowerCase()) ||
        (parent !== undefined && lower.includes(parent)) ||
        parentWords.test(text) ||
        /check with|run it by|ask (him|her|them)/i.test(text)
      );
    case '@time':
      return TIME.test(text);
    case '@difference':
      return DIFFERENCE.test(text);
    default:
      throw new Error(`Unknown mention token ${token}`);
  }
}

/** Whether a reply mentions a word, a pattern or a fact of the couple. */
export function mentions(text: string, mention: Mention, persona: Persona): boolean {
  if (mention instanceof RegExp) return mention.test(text);
  if (mention.startsWith('@')) return factMention(text, mention, persona);
  return text.toLowerCase().includes(mention.toLowerCase());
}

const BUDGET_WORDS =
  /budget|set aside|ceiling|allocat|afford|hoping to stay|spend|our max|all in|not a cent/i;
const SCHEDULING =
  /call|meet|visit|tour|tasting|appointment|come in|come by|see you|consultation|works for|free on/i;
/** A figure said as the wrong one ("not 120", "isn't June 14"). */
const NEGATED = /\b(not|n't|rather than|instead of)\s+(\w+\s+){0,2}$/i;

const near = (n: number, allowed: readonly number[]): boolean =>
  allowed.some((a) => Math.abs(a - n) <= Math.max(100, a * 0.02));

/**
 * The facts in a reply that contradict the couple's own: a budget that is not theirs, a guest count other than
 * theirs, a wedding date other than theirs. Figures said as wrong ones ("not 120") are not claims; in a
 * sentence about money, the salesperson's prices and the gaps between them and the budget may be named.
 */
export function contradictions(reply: string, persona: Persona, quoted: readonly number[]): string[] {
  const found: string[] = [];
  const budget = toNumber(persona.facts.budget.value);
  const allowedMoney = [budget, ...quoted, ...quoted.map((q) => Math.abs(q - budget))];
  const guests = toNumber(persona.facts.guests.value);
  const known = new Set(
    [...Object.values(persona.facts), ...Object.values(persona.tradeFacts)].flatMap((f) =>
      [...f.value.matchAll(/\d+/g)].map((m) => Number(m[0])),
    ),
  );
  const truth = datesIn(persona.facts.date.value)[0]?.date;
  for (const sentence of reply.split(/(?<=[.!?])\s+/)) {
    if (BUDGET_WORDS.test(sentence))
      for (const n of moneyIn(sentence))
        if (!near(n, allowedMoney))
          found.push(`amount ${n} (not the budget, a price said or a gap): "${sentence}"`);
    for (const m of sentence.matchAll(/\b(\d{2,4})\s+(guests|people)\b/gi)) {
      const n = Number(m[1]);
      if (n !== guests && !known.has(n) && !NEGATED.test(sentence.slice(0, m.index)))
        found.push(`guests ${n}: "${sentence}"`);
    }
    if (!SCHEDULING.test(sentence))
      for (const d of datesIn(sentence))
        if (d.date !== truth && !NEGATED.test(sentence.slice(0, d.index)))
          found.push(`date ${d.date}: "${sentence}"`);
  }
  return found;
}
