/**
 * A question the buyer asked, answered with a dodge, is pressed as a real buyer would: "depends", "a few
 * thousand maybe", "don't stress, it never rains" get "roughly how much?", "what's the plan if it does?", "is
 * that a yes?". A press dodged again is noted as unanswered; the next dodge is pressed afresh. Every dodge
 * costs trust.
 */
import { splitSentences } from '../../analysis/text-utils.ts';
import type { MoneySlot } from '../../conversation/reading-types.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import type { PolicyLines } from './policy-lines.ts';
import { sayPolicy } from './policy-say.ts';

type PressKind = 'pressNumber' | 'pressTime' | 'pressYesNo' | 'pressPlan' | 'pressVague';

/** Words that, alone, make an answer a dodge: "it depends", "we'll figure it out later", "don't worry". */
const DODGE = new RegExp(
  [
    String.raw`\bdepends?\b`,
    String.raw`\bdepending\b`,
    String.raw`\bhard to (?:say|put a number)`,
    String.raw`\bi(?:'d| would)? (?:have|need) to (?:check|see|look|sit down|think|double check|get back)`,
    String.raw`\b(?:figure|sort|work) (?:it|that|this|all that|all of that|something|things|stuff) out\b`,
    // "we'll sort that later", "at some point", never "rather now than have it come up later"
    String.raw`\b(?:figure|sort|deal with|talk about|get to|worry about|look at) (?:it |that |this |all that )?later\b`,
    String.raw`\b(?:down the road|at some point|whenever)\b`,
    String.raw`\bdon'?t (?:even )?(?:worry|stress|overthink)`,
    String.raw`\b(?:nothing|not something) to (?:worry|stress)`,
    String.raw`\bwouldn'?t (?:worry|stress)`,
    String.raw`\bnever (?:really )?(?:happens|rains|been (?:a|an) (?:problem|issue))`,
    String.raw`\bnot (?:really )?(?:a (?:big )?deal|an issue|a problem)`,
    String.raw`\b(?:it'?ll|it will|should) (?:all )?be (?:fine|okay|ok)`,
    String.raw`\b(?:always|usually) works? out\b`,
    String.raw`\btrust me\b`,
    String.raw`\bgive or take\b`,
    String.raw`\b(?:somewhere|something) (?:around|like|in)\b`,
    String.raw`\bor something\b`,
    String.raw`\b(?:\d+|hundred|thousand|grand|\w+ty|ten|twelve)[- ]?ish\b|\bish\b`,
    String.raw`\ba while\b`,
    String.raw`\bwe'?ll see\b`,
    String.raw`\b(?:it )?varies\b`,
    String.raw`\ball over the place\b`,
    String.raw`\bin there somewhere\b`,
  ].join('|'),
  'i',
);
/** Softer hedges: two of them make a dodge ("probably fine i guess", "kind of standard you know"). */
const HEDGE =
  /\b(?:kind of|kinda|sort of|probably|maybe|i guess|i think|pretty standard|usually|you know)\b/gi;
/** A plain yes or no said up front. */
const PLAIN =
  /^(?:\W*(?:oh|um|uh|so|well|yeah|yes|no)\b\W*)*(?:yes|yep|absolutely|definitely|of course|no|nope)\b/i;
/** A concrete amount, share or length: a digit or a number word. */
const CONCRETE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|half|percent|a third|a quarter)\b/i;

const MONEY_Q =
  /\b(?:how much|cost|price|pricing|deposit|fees?|budget|total|figure|number|rate|per head|quote|pay)\b/i;
/** The seller talking about the price: a package, a range, a few thousand. */
const PRICE_TALK =
  /\b(?:price|pricing|cost|package|quote|in (?:your|the) range|a few (?:hundred|thousand)|deposit|per head)\b/i;
const TIME_Q = /\b(?:how (?:long|soon|quickly|fast)|when\b|turnaround|lead time|by when|how many weeks)\b/i;
const PLAN_Q =
  /\b(?:what (?:happens|would happen|if)|backup|plan b|rains?|sick|goes wrong|not available|cancel)/i;
const YES_NO_Q =
  /^(?:\W*(?:and|so|but|also|well|okay)\b\W*)*(?:do|does|did|is|are|can|could|will|would|have|has)\b/i;

/** What the buyer's last question asked for, or undefined when the last reply asked nothing. */
function lastQuestion(text: string): { question: string; kind: PressKind } | undefined {
  const question = splitSentences(text)
    .filter((x) => x.endsWith('?'))
    .pop();
  if (!question) return undefined;
  if (PLAN_Q.test(question)) return { question, kind: 'pressPlan' };
  // "I love that, but will it feel like us?" asks yes or no in its last clause
  if (YES_NO_Q.test(question.replace(/^.*(?:, |\bbut )/i, ''))) return { question, kind: 'pressYesNo' };
  if (MONEY_Q.test(question)) return { question, kind: 'pressNumber' };
  if (TIME_Q.test(question)) return { question, kind: 'pressTime' };
  return { question, kind: 'pressVague' };
}

/** Whether the turn dodges a question of the kind: a dodge word, or two hedges, and nothing concrete where due. */
function dodges(text: string, kind: PressKind, hasMoney: boolean): boolean {
  const vague = hedged(text);
  if (kind === 'pressNumber') return !hasMoney && vague;
  if (kind === 'pressTime') return vague && !CONCRETE.test(text);
  if (kind === 'pressYesNo') return vague && !PLAIN.test(text);
  return vague;
}

export const hedged = (text: string): boolean => DODGE.test(text) || (text.match(HEDGE)?.length ?? 0) >= 2;

/** A rough sum said in words, no figure: "a couple grand", "a couple of thousand". */
export const roughMoney = (m: MoneySlot): boolean => /^(?:a\s+)?couple\b/i.test(m.text);

/** A question pressed (kept in the record as the buyer's own question, by the engine). */
const PRESSED = 'pressed';

/** How many of the buyer's questions were dodged and pressed in the last eight turns. */
export function recentPresses(turn: Turn): number {
  const now = turn.s.conv.turn;
  return turn.s.conv.buyerQuestions.filter((q) => q.topic === PRESSED && q.turn > now - 8).length;
}

/**
 * The buyer's press on a dodged answer to its last question (or on a price talked around with no number), or ''
 * when the turn answers it.
 */
export function pressDodge(turn: Turn): string {
  const { s, r } = turn;
  const hasMoney = r.slots.money.some((m) => !roughMoney(m));
  // a price talked around with no number ("a medium size package, you know, depends") is pressed for one
  const vaguePrice = PRICE_TALK.test(r.normalized) && !hasMoney && hedged(r.normalized);
  const last = lastQuestion(s.lastBuyerText);
  const asked = vaguePrice ? { question: r.normalized, kind: 'pressNumber' as const } : last;
  if (!asked || turn.moves.includes('raise-concern')) return '';
  if (!vaguePrice && !dodges(r.normalized, asked.kind, hasMoney)) return '';
  adjust(turn, -4, -2);
  turn.events.push('question-dodged');
  // pressed last turn and dodged again: noted as unanswered, once; then pressed afresh
  const again = s.conv.buyerQuestions.some((q) => q.topic === PRESSED && q.turn === s.conv.turn - 1);
  turn.pressed = again ? undefined : asked.question;
  if (again) return sayPress(turn, 'pressNoted');
  return sayPress(turn, asked.kind);
}

function sayPress(turn: Turn, kind: keyof PolicyLines): string {
  return sayPolicy(turn, kind, 'raise-concern', 'say the answer was vague and ask for specifics');
}
