import type { BuyerId } from '@ringready/core/buyer-types';
import { interjection, MONOLOGUE_LIMIT_MS, shouldCutIn, wordsAfter } from '@ringready/core/voice/monologue';

export interface MonologueTimings {
  /** how long a spoken salesperson turn runs before the buyer cuts in, ms, by buyer type */
  monologueLimitMs?: (buyer: BuyerId) => number;
}

export const DEFAULT_MONOLOGUE_LIMIT_MS = (buyer: BuyerId): number => MONOLOGUE_LIMIT_MS[buyer];

/** A cut-in: the salesperson's words so far (their turn) and the buyer's line. */
export interface CutIn {
  said: string;
  line: string;
}

/**
 * Measures the salesperson's spoken turn by its audio, from its first words, pauses and held utterances
 * included, until its final text arrives. Past the buyer type's limit, while they are still talking, the
 * buyer cuts in: the words heard so far are the turn, and the utterance's later transcripts (partial and
 * final) keep only the words after them, as the salesperson's next turn.
 */
export class MonologueWatch {
  private readonly buyer: () => BuyerId;
  private readonly limitMs: (buyer: BuyerId) => number;
  private readonly onCutIn: (cut: CutIn) => void;
  /** a turn is under way: words were heard since the last final text */
  private inTurn = false;
  private elapsedMs = 0;
  /** the utterance's transcript so far */
  private heard = '';
  /** the words of the utterance already sent as a turn when the buyer cut in */
  private sent = '';
  private cutIns = 0;

  constructor(buyer: () => BuyerId, limitMs: (buyer: BuyerId) => number, onCutIn: (cut: CutIn) => void) {
    this.buyer = buyer;
    this.limitMs = limitMs;
    this.onCutIn = onCutIn;
  }

  /** The first words of an utterance were heard. */
  wordsStarted(): void {
    this.inTurn = true;
  }

  /** The partial transcript of the utterance in progress; returns the part that is not yet a turn. */
  partial(text: string): string {
    this.heard = text;
    return wordsAfter(this.sent, text);
  }

  /** `ms` of audio arrived; `speaking`: the salesperson is in an utterance with words. */
  audio(ms: number, speaking: boolean): void {
    if (!this.inTurn) return;
    this.elapsedMs += ms;
    const said = wordsAfter(this.sent, this.heard);
    if (!said || !shouldCutIn({ elapsedMs: this.elapsedMs, speaking }, this.limitMs(this.buyer()))) return;
    // the words after the cut-in are a new turn, measured afresh
    this.sent = this.heard;
    this.elapsedMs = 0;
    this.onCutIn({ said, line: interjection(this.buyer(), this.cutIns++) });
  }

  /**
   * An utterance's final text: returns the words that are not yet a turn ('' when none). Empty text (the
   * utterance was held for more words, or none were heard) leaves the turn going on.
   */
  final(text: string): string {
    if (!text) return '';
    const rest = wordsAfter(this.sent, text);
    this.inTurn = false;
    this.elapsedMs = 0;
    this.heard = '';
    this.sent = '';
    return rest;
  }
}
