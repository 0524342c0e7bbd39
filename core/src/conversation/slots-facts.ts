/** The wedding facts a recap restates: its date or month, guests, budget and venue. */
import type { CountSlot, MoneySlot, RestatedFacts, TimeSlot } from './reading-types.ts';
import { monthNamed } from './slots-time.ts';

/** A venue named in a recap: "at the Willow Barn", "the venue is Rosewood Estate", "at millbrook gardens". */
const VENUE = new RegExp(
  String.raw`\b(?:at|venue is|venue's|in)\s+(?:the\s+)?((?:[a-z']+\s+){0,3}?` +
    String.raw`(?:barn|hall|estate|manor|gardens?|house|hotel|farm|vineyard|winery|club|chapel|church|lodge|inn|` +
    String.raw`castle|park|museum|loft|ranch|abbey|court|mill|orchard|terrace|pavilion|ballroom|resort))\b`,
  'i',
);

/** A meeting the seller proposes or recaps, and the wedding itself. */
const MEETING =
  /\b(?:tasting|tour|call|meeting|consultation|visit|appointment|trial|walk-?through|catch-?up|zoom|studio|invite|invitation)\b/i;
const WEDDING = /\b(?:wedding|big day|ceremony|married|reception)\b/i;

/** The seller telling of a past job: "i did a party … last month", "we shot one there a few years ago". */
const OWN_STORY =
  /\b(?:i|we)(?:'ve| have)?\s+(?:did|done|shot|played|worked|had|photographed|filmed|catered|styled|ran|planned|baked|decorated)\b[^.?!]*\b(?:last (?:week|month|year|summer|spring|fall|autumn|winter|june|july|may|august|september|october)|ago|once|recently)\b/i;

const RATIO = /\b(?:per|every|each|for every)\s+$/i;
const GUEST_WORDS = /\b(?:guests?|coming|invited|attending|headcount|head count)\b/i;

/**
 * A date said as a deadline ("the gallery by July 26 at the latest", "due before May 1") or gone by ("last June")
 * is not the wedding's.
 */
function notTheirDate(text: string, time: TimeSlot): boolean {
  const at = text.toLowerCase().indexOf(time.text.toLowerCase());
  if (at < 0) return false;
  const before = text.slice(0, at).toLowerCase();
  const after = text.slice(at + time.text.length).toLowerCase();
  // … and a month gone by ("a wedding at Rosewood last June") is no recap of theirs
  return (
    /\b(?:last|this past)\s+$/.test(before) ||
    // "a design meeting eight weeks out so mid april": a day counted back from the wedding, not the wedding's
    /\b(?:weeks?|months?|days?) (?:before|out|ahead|prior)\b[^.?!]{0,30}$/.test(before) ||
    /\b(?:by|until|till|before|no later than|due(?: on)?)\s+(?:the\s+)?$/.test(before) ||
    /^\s*at the latest\b/.test(after)
  );
}

/** The date is said in the same part of the sentence as the meeting ("the tasting on Saturday December 12"). */
function ofMeeting(text: string, time: TimeSlot): boolean {
  const at = text.toLowerCase().indexOf(time.text.toLowerCase());
  if (at < 0) return true;
  const start = Math.max(...[',', ';', '.', ':'].map((c) => text.lastIndexOf(c, at))) + 1;
  const ends = [',', ';', '.', '?', '!']
    .map((c) => text.indexOf(c, at + time.text.length))
    .filter((i) => i >= 0);
  return MEETING.test(text.slice(start, ends.length ? Math.min(...ends) : text.length));
}

export function readFacts(
  text: string,
  times: TimeSlot[],
  counts: CountSlot[],
  money: MoneySlot[],
): RestatedFacts {
  const facts: RestatedFacts = {};
  // "I did a party of twelve last month in a hotel suite": the seller's own past work restates none of theirs
  if (OWN_STORY.test(text)) return facts;
  // "the tasting on Saturday December 12 at 11": a date for a meeting is not the wedding's (a tasting named
  // elsewhere in a recap, "… $14,950 all in, and a tasting for you and Alicia", leaves its date theirs)
  const meeting = MEETING.test(text) && !WEDDING.test(text);
  // "So it's Saturday, November 30, at 11 am, Emily, Ryan and Linda": a day at an hour, with no wedding named, is
  // when they meet
  const dates = times.filter(
    (t) =>
      !notTheirDate(text, t) &&
      !(meeting && ofMeeting(text, t)) &&
      !(t.hour !== undefined && !WEDDING.test(text)),
  );
  const date = dates.find((t) => t.month !== undefined && t.day !== undefined);
  if (date) facts.date = date;
  const month =
    meeting && dates.length === 0
      ? undefined
      : (date?.month ??
        dates.find((t) => t.month !== undefined)?.month ??
        (times.some((t) => t.month !== undefined) ? undefined : monthNamed(text)));
  if (month !== undefined) facts.month = month;
  // "8 people including you and the mums" for hair and make-up is the party getting ready, not the guests: a
  // small count of people is the guest count only when the recap says it is ("30 people coming")
  // "one server per ten guests" is a ratio, not the guest count
  const said = counts.filter((c) => !RATIO.test(text.slice(0, Math.max(0, text.indexOf(c.text)))));
  const guests =
    said.find((c) => c.unit === 'guests') ??
    said.find((c) => c.unit === 'people' && (c.value >= 20 || GUEST_WORDS.test(text)));
  if (guests) facts.guests = guests.value;
  if (money[0]) facts.budget = money[0];
  const venue = VENUE.exec(text);
  if (venue) facts.venue = venue[1]!.toLowerCase();
  return facts;
}
