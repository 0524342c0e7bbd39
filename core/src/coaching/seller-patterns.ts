/**
 * How the salesperson has been talking in the recent messages: a monologue, a run of yes/no questions
 * answered in a word, no question at all, whether they built rapport (congratulated the couple, asked
 * about them), and whether a concrete next step is already on the table.
 */
import { countWords } from '../analysis/text-utils.ts';
import { classifyTurn } from '../buyer-engine/classify-turn.ts';
import { computeTalkRatio } from './talk-ratio.ts';
import type { RatioMessage } from './talk-ratio.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { CLOSED_START_WORDS, RAPPORT_WORDS } from './seller-pattern-words.ts';

export interface SellerPatterns {
  /** the salesperson's share of the words, 0-100 */
  ratio: number;
  /** over 80% of at least 60 words, or one turn longer than 60 words */
  monologue: boolean;
  /** two or more questions, all yes/no, answered in a few words each */
  closedQuestions: boolean;
  /** two or more salesperson turns without a question */
  noQuestions: boolean;
  /** congratulated the couple or asked about them */
  rapport: boolean;
  /** a next step with an action and a time ("a tasting on Saturday at 11") */
  nextStepProposed: boolean;
  last?: string;
}

export const MONOLOGUE_WORDS = 60;
export const MONOLOGUE_PERCENT = 80;
/** replies this short (on average) to yes/no questions mean the questions are not opening them up */
export const SHORT_REPLY_WORDS = 4;

/** A question a single word answers: opens with an auxiliary verb ("Do you…", "Is it…", "Will the…"). */
const CLOSED_START = wordRegExp(
  CLOSED_START_WORDS,
  'i',
  String.raw`^(?:(?:so|and|okay|ok|great|right|lovely|perfect)[,.!]?\s+)*`,
  String.raw`\b`,
);

const RAPPORT = wordRegExp(RAPPORT_WORDS, 'i');

export function readSellerPatterns(messages: readonly RatioMessage[]): SellerPatterns {
  const sellers = messages.filter((m) => m.isUser);
  const buyers = messages.filter((m) => !m.isUser);
  const sellerWords = sellers.reduce((n, m) => n + countWords(m.text), 0);
  const longest = Math.max(0, ...sellers.map((m) => countWords(m.text)));
  const ratio = computeTalkRatio(messages).user;
  const turns = sellers.map((m) => classifyTurn(m.text));
  const questions = turns.flatMap((t) => t.questions.map((q) => q.text.trim()));
  const avgReply = buyers.length ? buyers.reduce((n, m) => n + countWords(m.text), 0) / buyers.length : 0;
  return {
    ratio,
    monologue: (sellerWords >= MONOLOGUE_WORDS && ratio > MONOLOGUE_PERCENT) || longest > MONOLOGUE_WORDS,
    closedQuestions:
      questions.length >= 2 && questions.every((q) => CLOSED_START.test(q)) && avgReply <= SHORT_REPLY_WORDS,
    noQuestions: sellers.length >= 2 && turns.every((t) => t.questions.length === 0),
    rapport: sellers.some((m, i) => RAPPORT.test(m.text) || turns[i]!.smallTalk),
    nextStepProposed: turns.some((t) => t.concreteClose),
    last: sellers.at(-1)?.text,
  };
}
