/** Buyer social style (Analyzer, Boss, Dreamer, Relater) from the buyer's own words, with quoted evidence. */
import { BUYER_TYPES, type BuyerId } from '../buyer-types.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { BuyerTypeResult, CallKind, Utterance } from './types.ts';
import { eitherRegExp, wordRegExp, wordSource } from './word-list.ts';
import {
  ANALYZER_CHECKING_WORDS,
  ANALYZER_COMPARING_WORDS,
  ANALYZER_DETAIL_WORDS,
  BOSS_DECIDING_WORDS,
  BOSS_PRICE_ASK_WORDS,
  BOSS_RESULTS_WORDS,
  BOSS_SHORT_ON_TIME_WORDS,
  BOSS_TO_THE_POINT_WORDS,
  DREAMER_AESTHETIC_WORDS,
  DREAMER_FEELING_WORDS,
  DREAMER_IMAGINING_WORDS,
  DREAMER_MAGIC_WORDS,
  RELATER_CONNECTION_WORDS,
  RELATER_CONSULTING_OTHERS_WORDS,
  RELATER_FAMILY_WORDS,
  RELATER_GRATITUDE_WORDS,
  RELATER_REASSURANCE_WORDS,
} from './buyer-type-words.ts';

type Cue = [RegExp, number];
const CUES: Record<BuyerId, Cue[]> = {
  analyzer: [
    [wordRegExp(ANALYZER_DETAIL_WORDS, 'i'), 2],
    [/\b(?:what(?:'s| is) included|is (?:that|it) included|included in|includes?|inclusions?)\b/i, 2],
    [
      /\b(?:contract|clause|cancell?ation|refund(?:able)?|policy|insurance|liability|terms|in writing|written|warranty|guarantee)\b/i,
      2,
    ],
    [wordRegExp(ANALYZER_COMPARING_WORDS, 'i'), 1.5],
    [wordRegExp(ANALYZER_CHECKING_WORDS, 'i'), 1.5],
    [/\b\d+(?:[.,]\d+)?\s*(?:hours?|%|percent|guests|weeks?|days?|k\b|dollars|pounds)|[$£€]\s?\d/i, 0.75],
  ],
  boss: [
    [wordRegExp(BOSS_TO_THE_POINT_WORDS, 'i'), 2.5],
    [wordRegExp(BOSS_PRICE_ASK_WORDS, 'i'), 2],
    [eitherRegExp([wordSource(BOSS_SHORT_ON_TIME_WORDS), '^(?:two|three|five|ten)[.!]?$'], 'i'), 2.5],
    [eitherRegExp([wordSource(BOSS_DECIDING_WORDS), '^(?:done|deal|fine)[.!]?$'], 'i'), 2],
    [wordRegExp(BOSS_RESULTS_WORDS, 'i'), 1],
  ],
  dreamer: [
    [wordRegExp(DREAMER_MAGIC_WORDS, 'i'), 2.5],
    [wordRegExp(DREAMER_AESTHETIC_WORDS, 'i'), 2],
    [wordRegExp(DREAMER_IMAGINING_WORDS, 'i'), 2.5],
    [wordRegExp(DREAMER_FEELING_WORDS, 'i'), 1],
  ],
  relater: [
    [wordRegExp(RELATER_CONNECTION_WORDS, 'i'), 2],
    [wordRegExp(RELATER_FAMILY_WORDS, 'i'), 2],
    [wordRegExp(RELATER_CONSULTING_OTHERS_WORDS, 'i'), 2],
    [wordRegExp(RELATER_REASSURANCE_WORDS, 'i'), 1.5],
    [wordRegExp(RELATER_GRATITUDE_WORDS, 'i'), 1],
  ],
};
const ORDER: BuyerId[] = ['relater', 'analyzer', 'dreamer', 'boss'];

function styleBonus(turns: Utterance[]): Record<BuyerId, number> {
  const words = turns.map((u) => countWords(u.text));
  const avg = words.reduce((a, b) => a + b, 0) / Math.max(1, words.length);
  const text = turns.map((u) => u.text).join(' ');
  const exclaims = (text.match(/!/g)?.length ?? 0) / Math.max(1, turns.length);
  const qs = (text.match(/\?/g)?.length ?? 0) / Math.max(1, turns.length);
  return {
    boss: avg < 12 ? 3 : avg < 18 ? 1 : 0,
    dreamer: exclaims > 0.6 ? 3 : exclaims > 0.3 ? 1.5 : 0,
    analyzer: qs > 0.7 && avg >= 12 ? 1.5 : 0,
    relater: 0,
  };
}

const ADAPT: Record<CallKind, Record<BuyerId, string>> = {
  wedding: {
    analyzer:
      'They want facts before feelings: answer with specifics (what is included, hours, delivery times, ' +
      'contract terms), invite comparisons and confirm the details in writing with a decision date.',
    boss:
      'They want the bottom line: keep answers short, lead with results and price, ' +
      'offer two clear options and ask for the decision directly.',
    dreamer:
      'They buy the vision: share their excitement, ask them to describe the day, ' +
      'tell stories from similar weddings, then pin the excitement to one concrete next step.',
    relater:
      'They buy trust: slow down, ask about the people involved, reassure them (reviews, guarantees, ' +
      'flexible terms) and offer a low-pressure next step that includes their family.',
  },
  general: {
    analyzer:
      'They want facts before feelings: answer with specifics (what is included, numbers, timelines, ' +
      'terms), invite comparisons and confirm the details in writing with a decision date.',
    boss:
      'They want the bottom line: keep answers short, lead with results and price, ' +
      'offer two clear options and ask for the decision directly.',
    dreamer:
      'They buy the vision: share their excitement, ask them to describe what they want to achieve, ' +
      'tell stories from similar customers, then pin the excitement to one concrete next step.',
    relater:
      'They buy trust: slow down, ask about the people involved, reassure them (reviews, guarantees, ' +
      'flexible terms) and offer a low-pressure next step that includes the people they consult.',
  },
};

export function identifyBuyerType(
  utterances: Utterance[],
  buyerSpeakers: Set<string>,
  kind: CallKind = 'wedding',
): BuyerTypeResult {
  const turns = utterances.filter((u) => buyerSpeakers.has(u.speaker));
  const scores: Record<BuyerId, number> = { analyzer: 0, boss: 0, dreamer: 0, relater: 0 };
  const hits: Record<BuyerId, Array<{ quote: string; weight: number }>> = {
    analyzer: [],
    boss: [],
    dreamer: [],
    relater: [],
  };
  for (const u of turns) {
    for (const sentence of splitSentences(u.text)) {
      for (const id of ORDER) {
        let w = 0;
        for (const [re, weight] of CUES[id]) if (re.test(sentence)) w += weight;
        if (w > 0) {
          scores[id] += Math.min(w, 4);
          hits[id].push({ quote: sentence, weight: w });
        }
      }
    }
  }
  const bonus = styleBonus(turns);
  for (const id of ORDER) scores[id] = Math.round((scores[id] + bonus[id]) * 10) / 10;
  const id = ORDER.reduce((best, b) => (scores[b] > scores[best] ? b : best), ORDER[0]!);
  const type = BUYER_TYPES.find((b) => b.id === id)!;
  const quotes = hits[id]
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((h) => truncateText(h.quote, 160));
  const evidence =
    quotes.length > 0
      ? `The buyer said: ${quotes.map((q) => `"${q}"`).join(' · ')}`
      : `Few clear cues; ${type.name} is the closest match to the buyer's language.`;
  return { id, identified: type.name, evidence, quotes, scores, adaptationComment: ADAPT[kind][id] };
}
