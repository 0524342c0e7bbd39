/**
 * Whether someone joins the next meeting ("can Sam join too?", "will Sam be on the call with you at 7, yes or
 * no?"), answered from the persona's truth: a person who decides with the buyer will be there; anyone else
 * the buyer will ask. It is never answered as a question about the wedding ("we haven't got that far").
 */
import { move, type Turn } from '../engine-turn.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { LATER_MEETING_WORDS } from './turn-cue-words.ts';

/** Asks whether a person comes to a meeting: "join", "be on the call", "come along", "make it". */
const JOINS = /\b(?:join(?:s|ing)?|be (?:on|there|at|joining)|come (?:along|too)|make it|sit in)\b/i;
/** The meeting is a later one: a day or time named, "too", or a next step already agreed. */
const LATER = wordRegExp(LATER_MEETING_WORDS, 'i');

/** The person a question asks about joining a later meeting, if it asks that. */
export function joinsLaterWho(turn: Turn, text: string): string | undefined {
  if (!JOINS.test(text) || !(LATER.test(text) || turn.s.nextStepAgreed)) return undefined;
  const p = turn.s.persona;
  const third = p.thirdParty?.name.replace(/^my /i, '');
  // "And Alicia, is she joining Thursday?": the name said beside the question a pronoun points back to
  const where = /\b(?:she|he|her|him)\b/i.test(text) ? turn.r.normalized : text;
  const named = [p.partner, third].find((w) => w && new RegExp(`\\b${w}\\b`, 'i').test(where));
  return named ?? (/\b(?:partner|fianc\w*)\b/i.test(where) ? p.partner : undefined);
}

export function answerJoinsLater(turn: Turn, text: string): string | undefined {
  const who = joinsLaterWho(turn, text);
  if (!who) return undefined;
  const p = turn.s.persona;
  const decides = turn.truth.deciders.some((d) => d.toLowerCase().includes(who.toLowerCase()));
  move(turn, decides ? 'answer-yes' : 'answer');
  turn.intent = decides ? `say yes, ${who} will join` : `say you will ask ${who}`;
  const boss = p.buyerType === 'boss';
  if (decides) return boss ? `Yes. ${who} will be there.` : `Yes, ${who} will join us. We decide together.`;
  return boss ? `I'll ask ${who}.` : `I'll ask ${who}. I'd like that.`;
}
