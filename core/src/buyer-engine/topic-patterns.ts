/**
 * What a salesperson question is about, read from word families and phrasings (not single sentences). The
 * order is the order a buyer answers in when one clause of a question matches several (a run-on is read
 * clause by clause, classify-turn.ts): the more specific subject first
 * (a honeymoon "after the wedding" before the wedding's venue, "how did you find us" before the vision).
 */
import type { Topic } from './persona-types.ts';
import { eitherRegExp, wordRegExp } from '../analysis/word-list.ts';
import {
  COUPLE_WORDS,
  EXPERIENCE_WORDS,
  EXTRA_WORDS,
  HONEYMOON_WORDS,
  INSPIRATION_WORDS,
  PROGRESS_WORDS,
  PROPOSAL_WORDS,
  SMALL_TALK_WORDS,
  WORRY_WORDS,
} from './topic-words-couple.ts';
import {
  BUDGET_WORDS,
  COMPARISON_WORDS,
  DEALBREAKER_WORDS,
  DECISION_WORDS,
  OTHERS_VIEW_WORDS,
  PRIORITY_WORDS,
  SOURCE_WORDS,
  TERMS_WORDS,
  TIMELINE_WORDS,
} from './topic-words-choice.ts';
import {
  CEREMONY_WORDS,
  DATE_WORDS,
  DIETARY_WORDS,
  GUEST_WORDS,
  NEED_WORDS,
  SCHEDULE_WORDS,
  STYLE_WORDS,
  TRAVEL_WORDS,
  VENUE_WORDS,
} from './topic-words-wedding.ts';

export const TOPIC_PATTERNS: Array<[Topic, RegExp]> = [
  ['worries', wordRegExp(WORRY_WORDS, 'i')],
  ['honeymoon', wordRegExp(HONEYMOON_WORDS, 'i', String.raw`\b`, '')],
  ['proposal', wordRegExp(PROPOSAL_WORDS, 'i')],
  ['source', eitherRegExp(SOURCE_WORDS, 'i')],
  ['othersView', eitherRegExp(OTHERS_VIEW_WORDS, 'i')],
  ['comparison', eitherRegExp(COMPARISON_WORDS, 'i')],
  ['dealbreaker', wordRegExp(DEALBREAKER_WORDS, 'i')],
  ['experience', wordRegExp(EXPERIENCE_WORDS, 'i', String.raw`\b`, '')],
  ['inspiration', wordRegExp(INSPIRATION_WORDS, 'i', String.raw`\b`, '')],
  ['extra', wordRegExp(EXTRA_WORDS, 'i', String.raw`\b`, '')],
  ['progress', wordRegExp(PROGRESS_WORDS, 'i')],
  ['couple', wordRegExp(COUPLE_WORDS, 'i')],
  ['terms', wordRegExp(TERMS_WORDS, 'i')],
  ['budget', wordRegExp(BUDGET_WORDS, 'i', String.raw`\b`, '')],
  ['dietary', wordRegExp(DIETARY_WORDS, 'i')],
  ['travel', wordRegExp(TRAVEL_WORDS, 'i')],
  ['guests', wordRegExp(GUEST_WORDS, 'i')],
  ['ceremony', wordRegExp(CEREMONY_WORDS, 'i')],
  ['schedule', wordRegExp(SCHEDULE_WORDS, 'i', String.raw`\b`, '')],
  ['timeline', wordRegExp(TIMELINE_WORDS, 'i')],
  ['date', wordRegExp(DATE_WORDS, 'i')],
  ['venue', wordRegExp(VENUE_WORDS, 'i')],
  ['decision', wordRegExp(DECISION_WORDS, 'i')],
  ['priorities', wordRegExp(PRIORITY_WORDS, 'i')],
  ['needs', wordRegExp(NEED_WORDS, 'i')],
  ['style', wordRegExp(STYLE_WORDS, 'i')],
];

/** Topics about the couple's story and the vendors they met: these win over a trade's own topic words
 * ("did the other caterers offer a tasting?" is about the others, not about the tasting). */
export const STORY_FIRST: readonly Topic[] = [
  'honeymoon',
  'proposal',
  'source',
  'othersView',
  'comparison',
  'dealbreaker',
  'inspiration',
];

/** Personal small talk, not about the wedding: "how's your week been?", "you must be so excited!". */
export const SMALL_TALK = wordRegExp(SMALL_TALK_WORDS, 'i', String.raw`\b`, '');

/** A bare "where" asks where the wedding is; "when is it" its date (never a meeting: "when works for you?"). */
const BARE_WHERE =
  /^(?:\W*(?:so|and|um|uh|like|oh|okay|ok)\s+)*where\b(?:\W*$|(?:'s| is| s) (?:it|this|that|yours|the \w+|this \w+)(?: (?:exactly|at|again))?\W*$|(?: are| r) you (?:having|getting|doing|thinking|planning)\b)/i;
const BARE_WHEN =
  /^(?:\W*(?:so|and|um|uh|like|oh|okay|ok)\s+)*when(?:'s| is| s) (?:it|this|that)\b(?!.*\b(?:work|free|good))/i;

export function bareWhereWhen(text: string): Topic[] {
  if (BARE_WHERE.test(text)) return ['venue'];
  if (BARE_WHEN.test(text)) return ['date'];
  return [];
}
