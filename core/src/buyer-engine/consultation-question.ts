/**
 * What a consultation question of the fixtures expects, in a file of its own: the fixture files import it,
 * not each other.
 */
import type { TradeId } from '../trades.ts';
import type { CoreFactTopic, StoryTopic } from './persona-types.ts';

/** A trade's own topic key asked in the fixtures ('coverage' is 'photographer.coverage' for a photographer). */
export type TradeKey =
  | 'coverage'
  | 'highlight'
  | 'mc'
  | 'mustplay'
  | 'serving'
  | 'bar'
  | 'palette'
  | 'level'
  | 'rain'
  | 'flavours'
  | 'party'
  | 'hours';

/**
 * What the answer must be about: a fact of the couple (the trade's own fact when the trade has one of that
 * name, e.g. 'caterer.dietary', or a trade key of the trades that ask it), 'smalltalk' (a brief personal
 * reply), 'aside' (a personal question the couple has no fact for: a brief in-character reply with no fact
 * in it) or 'unknown' (a wedding choice they have not made: said honestly).
 */
export type Expected = StoryTopic | CoreFactTopic | TradeKey | 'smalltalk' | 'aside' | 'unknown';

export interface ConsultationQuestion {
  text: string;
  expected: Expected;
  /** the trades whose salesperson would ask it (all when omitted) */
  trades?: TradeId[];
  heldOut?: boolean;
  blind?: boolean;
  /** asks to book or hold the date: asked last in a long call, as in a real consultation */
  closing?: boolean;
}
