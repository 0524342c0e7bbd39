/**
 * The deterministic AI buyer: reads a salesperson turn (the shared reader's acts and slots), folds it into the
 * conversation record, and decides per buyer type what to do (policy/decide-turn.ts): answer what was asked,
 * choose, give a time, correct a recap, react to a price against its own budget, push back on pressure or end
 * the call, commit on its own terms, say goodbye. Pure: state in, state out (JSON), no I/O, no clock, no
 * Math.random; seeded, so a call replays.
 */
import type { BuyerMove, CallEndReason } from '../conversation/buyer-moves.ts';
import {
  emptyRecord,
  foldBuyerTurn,
  foldSalesTurn,
  type ConversationRecord,
} from '../conversation/conversation-state.ts';
import type { TurnReading } from '../conversation/reading-types.ts';
import { readTurn } from '../conversation/read-turn.ts';
import { openingFor } from './buyer-state.ts';
import type { BuyerEvent, ConversationState } from './buyer-state.ts';
import { splitSentences } from '../analysis/text-utils.ts';
import { asksPrice, sentenceKey, Speaker } from './buyer-voice.ts';
import { classifyTurn } from './classify-turn.ts';
import type { TurnKind } from './classify-turn.ts';
import { say, type Turn } from './engine-turn.ts';
import { decideTurn } from './policy/decide-turn.ts';
import { describeMoves } from './policy/move-words.ts';
import { personaTruth } from './policy/persona-truth.ts';
import { withoutFalseMoney } from './policy/reading-guards.ts';
import { withoutNearRepeats } from './policy/near-repeat.ts';
import { withoutNeutralPressure } from './policy/pressure.ts';
import { Picker } from './prng.ts';

export interface BuyerTurnResult {
  reply: string;
  state: ConversationState;
  events: BuyerEvent[];
  /** what the salesperson turn was read as, by the engine's own analysis */
  turnKind: TurnKind;
  /** what the buyer does this turn, in plain words (given to an LLM so its wording matches the engine) */
  intent: string;
  /** what the buyer decided this turn, in order */
  moves: BuyerMove[];
  /** why the buyer ended the call, when this turn ended it */
  endReason?: CallEndReason;
}

export interface RespondOptions {
  /** the turn as already read (e.g. by an LLM into the same schema); the reader reads it otherwise */
  reading?: TurnReading;
}

/** The buyer's first words when the call connects (does not change the state; remembered as said). */
export function openingLine(state: ConversationState): string {
  return openingFor(state.persona, state.seed);
}

/** A reading given by a caller is used only when it has the reading's shape. */
function usable(reading: TurnReading | undefined): reading is TurnReading {
  return (
    reading !== undefined &&
    Array.isArray(reading.acts) &&
    reading.slots !== undefined &&
    Array.isArray(reading.slots.money) &&
    reading.flags !== undefined
  );
}

/**
 * The reply without any sentence already said earlier in the call (never the same sentence twice); the whole
 * reply when every sentence of it was said (a very long call).
 */
function withoutSaid(reply: string, said: readonly string[]): string {
  const before = new Set(said);
  const fresh = splitSentences(reply).filter((x) => !before.has(sentenceKey(x)));
  return fresh.length > 0 ? fresh.join(' ') : reply;
}

export function respondToSalesperson(
  state: ConversationState,
  text: string,
  options: RespondOptions = {},
): BuyerTurnResult {
  const input = String(text ?? '').slice(0, 4000);
  const truth = personaTruth(state.persona);
  const record: ConversationRecord = state.conv ?? emptyRecord();
  const read = usable(options.reading)
    ? options.reading
    : readTurn(input, {
        previousBuyerText: state.lastBuyerText,
        concernOpen: state.pendingObjection !== null,
        trade: state.persona.trade,
      });
  // a neutral "…, yes or no?" in a calm call is a question, not pressure
  // a video resolution read as money ("4K") is not a price, and an amount cut at its comma is made whole
  const reading = withoutNeutralPressure(withoutFalseMoney(read), record);
  const conv = state.ended ? record : foldSalesTurn(record, reading, truth);
  const s: ConversationState = {
    ...state,
    version: 3,
    topicsAsked: [...state.topicsAsked],
    stated: [...state.stated],
    objectionsRaised: [...state.objectionsRaised],
    objectionsHandled: [...state.objectionsHandled],
    turn: state.turn + 1,
    conv,
    priceStated: state.priceStated || conv.prices.length > 0,
  };
  const t = classifyTurn(input, {
    previousBuyerText: state.lastBuyerText,
    objectionPending: state.pendingObjection !== null,
  });
  const picker = new Picker(state.rng);
  const v = new Speaker(state.persona, picker, state.said);
  v.priceKnown = s.priceStated;
  const turn: Turn = { s, t, v, r: reading, truth, events: [], intent: '', moves: [] };
  const decided = state.ended ? say(turn, 'ended', 'stay silent: the call is over') : decideTurn(turn);
  const reply = withoutNearRepeats(withoutSaid(decided, state.said), state.said);
  v.remember(reply);
  s.said = v.memory();
  s.rng = picker.state;
  s.lastBuyerText = reply;
  if (s.trust > state.trust) turn.events.push('trust-up');
  if (s.trust < state.trust) turn.events.push('trust-down');
  if (s.interest > state.interest) turn.events.push('interest-up');
  if (s.interest < state.interest) turn.events.push('interest-down');
  if (!state.ended)
    s.conv = foldBuyerTurn(s.conv, {
      text: reply,
      moves: turn.moves,
      questions: [
        ...(asksPrice(reply) ? [{ topic: 'price', text: reply }] : []),
        ...(turn.pressed ? [{ topic: 'pressed', text: turn.pressed }] : []),
      ],
      ...(turn.concernRaised ? { concernRaised: turn.concernRaised } : {}),
      ...(turn.concernAnswered ? { concernAnswered: turn.concernAnswered } : {}),
    });
  const intent = turn.moves.length ? `${describeMoves(turn.moves)} (${turn.intent})` : turn.intent;
  return {
    reply,
    state: s,
    events: turn.events,
    turnKind: t.kind,
    intent,
    moves: turn.moves,
    ...(turn.endReason ? { endReason: turn.endReason } : {}),
  };
}
