/**
 * Dates and times said in a turn ("7 pm", "next Saturday at 11", "September 12th", "end of the month"),
 * read by chrono. Only what was said is kept: a relative time ("tomorrow", "in two weeks") keeps its words
 * in `relative` and no calendar day, so a reading never depends on the day it was made.
 */
import * as chrono from 'chrono-node';
import type { TimeSlot } from './reading-types.ts';
import { anyOf, wordRegExp } from '../analysis/word-list.ts';
import {
  DURATION_COUNT_WORDS,
  DURATION_UNIT_WORDS,
  MONTH_LEAD_WORDS,
  RELATIVE_TIME_WORDS,
} from './slot-words.ts';

/** A turn names a time or date only if it has one of these words; chrono is not run otherwise. */
const TIME_WORDS = new RegExp(
  [
    String.raw`\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b`,
    String.raw`\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b`,
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b`,
    String.raw`\b(?:today|tonight|tomorrow|yesterday|noon|midnight|weekend|week|month|morning|afternoon|evening)\b`,
    String.raw`\d\s?(?:am|pm|a\.m\.?|p\.m\.?)\b|\b\d{1,2}:\d{2}\b|\bo'?clock\b|\bat \d{1,2}\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)\b`,
  ].join('|'),
  'i',
);

const RELATIVE = wordRegExp(RELATIVE_TIME_WORDS, 'i');
/** A day said as such: a month's name, a day's number or a numeric date ("june 14", "the 14th", "6/14"). */
const NAMES_A_DAY =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{4}\b/i;
/** chrono reads these as dates, but in a sales call they are not ("may I ask", "a second shooter", "on the day"). */
const NOT_A_TIME =
  /^(?:may|(?:an? |one )?(?:second|sec)|now|mar|sun|wed|march(?:ing)?|a|an|(?:on )?(?:the|that|this) day|(?:within|inside|in) the (?:hour|day))$/i;

/**
 * A length of time on its own ("a fifteen minute call", "a one week sneak peek", "6 weeks"), which chrono
 * reads as a moment from now; said without "in" or "from now" it names no time. It may be led by "for",
 * "about", "within" … ("for ten hours of coverage", "within 72 hours") and end "before" or "after".
 */
const DURATION = new RegExp(
  String.raw`^(?:(?:for|about|around|roughly|over|up to|just|like|within|under|inside(?: of)?)\s+)?` +
    String.raw`${anyOf(DURATION_COUNT_WORDS)}[\s-]${anyOf(DURATION_UNIT_WORDS)}` +
    // "an hour before", "two days after": a length before or after something, no moment of its own
    String.raw`(?:\s+(?:before|after|earlier|later|beforehand|early|late))?$`,
  'i',
);

/** Counts said as a range ("700 to 900 edited photos"): three or more digits with no colon are no clock time. */
const BARE_COUNTS = /^\d{3,}(?:\s*(?:to|-|–)\s*\d{3,})?$/;

const COMPONENTS: chrono.Component[] = ['year', 'month', 'day', 'weekday', 'hour', 'minute'];

const REFERENCE = new Date(Date.UTC(2026, 0, 1, 12));

export function readTimes(text: string): TimeSlot[] {
  if (!TIME_WORDS.test(text)) return [];
  const out: TimeSlot[] = [];
  const results = chrono.casual.parse(text, REFERENCE, { forwardDate: true });
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!;
    const said = r.text.trim();
    if (NOT_A_TIME.test(said) || DURATION.test(said) || BARE_COUNTS.test(said)) continue;
    // "three or four a-lines" counts a word that opens with "a", no 4 a.m.
    if (/^\d{1,2}\s?[ap]$/i.test(said) && /^[-\w]/.test(text.slice(r.index + r.text.length))) continue;
    const known: Partial<Record<chrono.Component, number>> = {};
    for (const c of COMPONENTS) if (r.start.isCertain(c)) known[c] = r.start.get(c) ?? undefined;
    const slot: TimeSlot = { text: r.text };
    const relative = RELATIVE.exec(r.text);
    if (relative) slot.relative = r.text.toLowerCase();
    // "eight weeks out", "the week before": a day counted from the reading's own reference, named by nobody
    else if (!NAMES_A_DAY.test(said)) {
      /* no calendar day was said */
    } else {
      if (known.month !== undefined) slot.month = known.month;
      if (known.day !== undefined) slot.day = known.day;
      if (known.year !== undefined) slot.year = known.year;
    }
    if (known.weekday !== undefined) slot.weekday = known.weekday;
    if (known.hour !== undefined) slot.hour = known.hour;
    if (known.minute !== undefined && known.hour !== undefined) slot.minute = known.minute;
    if (
      slot.weekday !== undefined &&
      slot.day === undefined &&
      dayAfterWeekday(text, r, slot, results[i + 1])
    )
      i++;
    out.push(slot);
  }
  return out;
}

/** "the 14th" said after a weekday, and maybe "at 11am" after it: chrono reads the three apart. */
const ORDINAL_DAY = /^\s*,?\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i;

/**
 * "Saturday the 14th at 11am" is one time: the day is added to the weekday's slot, and the hour read next is
 * taken into it when nothing but space stands between them. True when the next result was taken.
 */
function dayAfterWeekday(
  text: string,
  r: chrono.ParsedResult,
  slot: TimeSlot,
  next: chrono.ParsedResult | undefined,
): boolean {
  const end = r.index + r.text.length;
  const m = ORDINAL_DAY.exec(text.slice(end));
  if (!m) return false;
  slot.day = Number(m[1]);
  slot.text = text.slice(r.index, end + m[0].length);
  const after = end + m[0].length;
  const hour = next?.start.isCertain('hour') ? next.start.get('hour') : null;
  if (!next || hour === null || hour === undefined || text.slice(after, next.index).trim() !== '')
    return false;
  if (next.start.isCertain('day') || next.start.isCertain('weekday')) return false;
  slot.hour = hour;
  if (next.start.isCertain('minute')) slot.minute = next.start.get('minute') ?? 0;
  slot.text = text.slice(r.index, next.index + next.text.length);
  return true;
}

/** Month names in calendar order (index + 1 is the month's number). */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month said as the wedding's, its name captured: "a June wedding", "in September" (not "in may I ask"). */
const MONTH_NAMED = wordRegExp(
  MONTH_LEAD_WORDS,
  'i',
  String.raw`\b`,
  String.raw`[\s-]+(${MONTHS.join('|')})\b(?!\s+i\b)`,
);

/** A month named on its own as the wedding's ("a June wedding", "in September"): 1–12. */
export function monthNamed(text: string): number | undefined {
  const m = MONTH_NAMED.exec(text);
  return m ? MONTHS.indexOf(m[1]!.toLowerCase()) + 1 : undefined;
}
