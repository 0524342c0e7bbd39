/**
 * One salesperson turn being answered: the state being built, the two readings of the turn (the shared
 * reader's acts and slots, and the engine's own topic analysis), the speaker, and what the buyer decides.
 */
import type { BuyerMove, CallEndReason } from '../conversation/buyer-moves.ts';
import type { BuyerTruth } from '../conversation/conversation-state.ts';
import type { TurnReading } from '../conversation/reading-types.ts';
import { clampScore, type BuyerEvent, type ConversationState } from './buyer-state.ts';
import type { Speaker } from './buyer-voice.ts';
import type { TurnAnalysis } from './classify-turn.ts';
import { rulesFor } from './personas.ts';
import { splitSentences } from '../analysis/text-utils.ts';
import type { LineKind } from './voice-lines.ts';

export interface Turn {
  s: ConversationState;
  t: TurnAnalysis;
  v: Speaker;
  events: BuyerEvent[];
  intent: string;
  /** the shared reader's acts and slots for the turn */
  r: TurnReading;
  /** the persona's facts in structured form */
  truth: BuyerTruth;
  /** what the buyer decides this turn, in order */
  moves: BuyerMove[];
  endReason?: CallEndReason;
  /** a concern raised or answered this turn, for the conversation record */
  concernRaised?: string;
  concernAnswered?: string;
  /** the worry the buyer told was answered with a remedy this turn */
  eased?: boolean;
  /** the buyer's question pressed again this turn after a dodged answer */
  pressed?: string;
}

/** What each kind of stock line does, as a move. */
const LINE_MOVES: Partial<Record<LineKind, BuyerMove>> = {
  deflect: 'answer',
  greeting: 'greet',
  pitchReply: 'react',
  empathyReply: 'feel-heard',
  notReady: 'decline',
  silence: 'check-line',
  nonsense: 'clarify',
  abuse: 'object-to-rudeness',
  hangUp: 'end-call',
  ended: 'silent',
  offTopic: 'redirect',
  aiProbe: 'redirect',
  restate: 'answer',
  agreedAlready: 'confirm',
  askWhen: 'ask-own',
  unknown: 'answer',
  undecidedToo: 'answer',
  otherService: 'answer',
  noMorePains: 'answer',
  aside: 'deflect',
  smallTalk: 'small-talk',
};

/** Records a move (once in a row). */
export function move(turn: Turn, m: BuyerMove): void {
  if (turn.moves[turn.moves.length - 1] !== m) turn.moves.push(m);
}

/** Says a line of a kind (fresh in this call) and records what the buyer is doing. */
export function say(turn: Turn, kind: LineKind, intent: string): string {
  turn.intent = intent;
  const m = LINE_MOVES[kind];
  if (m) move(turn, m);
  const line = turn.v.line(kind);
  return ADVICE_KINDS.has(kind) ? withoutAdviceAskedAgain(turn, line) : line;
}

/** Lines that say "not decided" and ask the seller's advice. */
const ADVICE_KINDS = new Set<LineKind>(['unknown', 'undecidedToo']);
/** The buyer asking the seller's advice: "what do most couples do?", "what would you suggest?". */
const ADVICE = new RegExp(
  [
    String.raw`\bwhat do (?:most |other )?(?:couples|people|families|brides)\b`,
    String.raw`\bwhat (?:would|do) you (?:suggest|recommend)\b`,
    String.raw`\bwhat(?: is|'s| s) (?:the usual|normal)\b`,
  ].join('|'),
  'i',
);

/**
 * "What do most couples do?" is asked once a call: after that a "not decided" says so without asking again
 * (judged calls heard it three times in new words).
 */
function withoutAdviceAskedAgain(turn: Turn, line: string): string {
  const askedBefore = [...turn.v.said].some((key) => ADVICE.test(key));
  if (!askedBefore) return line;
  const kept = splitSentences(line).filter((x) => !(x.endsWith('?') && ADVICE.test(x)));
  return kept.length > 0 ? kept.join(' ') : line;
}

/** Moves trust and interest; losses are scaled by the difficulty's penalty. */
export function adjust(turn: Turn, trust: number, interest = 0): void {
  const penalty = rulesFor(turn.s.persona).penalty;
  turn.s.trust = clampScore(turn.s.trust + (trust < 0 ? trust * penalty : trust));
  turn.s.interest = clampScore(turn.s.interest + (interest < 0 ? interest * penalty : interest));
}
