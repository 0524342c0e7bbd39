/** Talk share, monologues, customer stories, interactivity, patience and filler words. */
import { countWords, truncateText } from './text-utils.ts';
import type { CallMetrics, Monologue, Utterance } from './types.ts';

const BACKCHANNEL = new RegExp(
  String.raw`^(?:uh[- ]?huh|mm[- ]?hmm+|mhm+|hmm+|yeah|yes|yep|ok(?:ay)?|right|sure|got it|i see|wow|oh|ah` +
    String.raw`|cool|nice|great|totally|exactly|absolutely|\(?cough(?:s)?\)?|ha(?:ha)*)[.!,]?(?:\s+(?:yeah|yes` +
    String.raw`|ok(?:ay)?|right|sure|totally|wow))?[.!]?$`,
  'i',
);
const FILLERS = /\b(?:um+|uh+|erm+|er|ah+|you know|i mean|basically|literally|kind of|sort of|like,)\b/gi;

export function isBackchannel(text: string): boolean {
  return countWords(text) <= 3 && BACKCHANNEL.test(text.trim());
}

/** Percentage of all words spoken by the salesperson side, to one decimal. */
export function computeTalkShare(
  utterances: Utterance[],
  sellers: Set<string>,
): { total: number; seller: number; percentage: number } {
  let total = 0;
  let seller = 0;
  for (const u of utterances) {
    const n = countWords(u.text);
    total += n;
    if (sellers.has(u.speaker)) seller += n;
  }
  return { total, seller, percentage: total > 0 ? Math.round((seller / total) * 1000) / 10 : 0 };
}

function endOf(utterances: Utterance[], i: number): number | undefined {
  const u = utterances[i]!;
  return u.end ?? utterances[i + 1]?.start;
}

/** Longest run of one side's speech; the other side's backchannels do not end it. */
export function findLongestRun(utterances: Utterance[], side: Set<string>): Monologue {
  let best: Monologue = { speaker: '', words: 0, seconds: null, excerpt: '' };
  let i = 0;
  while (i < utterances.length) {
    if (!side.has(utterances[i]!.speaker)) {
      i++;
      continue;
    }
    const startIdx = i;
    let words = 0;
    const texts: string[] = [];
    let j = i;
    let lastSide = i;
    while (
      j < utterances.length &&
      (side.has(utterances[j]!.speaker) || isBackchannel(utterances[j]!.text))
    ) {
      if (side.has(utterances[j]!.speaker)) {
        words += countWords(utterances[j]!.text);
        texts.push(utterances[j]!.text);
        lastSide = j;
      }
      j++;
    }
    if (words > best.words) {
      const s = utterances[startIdx]!.start;
      const e = endOf(utterances, lastSide);
      best = {
        speaker: utterances[startIdx]!.speaker,
        words,
        seconds: s !== undefined && e !== undefined && e >= s ? Math.round(e - s) : null,
        excerpt: truncateText(texts.join(' '), 200),
      };
    }
    i = j;
  }
  return best;
}

export function computeCallMetrics(
  utterances: Utterance[],
  sellers: Set<string>,
  hasTimestamps: boolean,
): CallMetrics {
  const share = computeTalkShare(utterances, sellers);
  const turns = utterances.filter((u) => !isBackchannel(u.text));
  let switches = 0;
  for (let i = 1; i < turns.length; i++)
    if (sellers.has(turns[i]!.speaker) !== sellers.has(turns[i - 1]!.speaker)) switches++;
  const first = utterances[0]?.start;
  const lastEnd = utterances.length
    ? (endOf(utterances, utterances.length - 1) ?? utterances[utterances.length - 1]!.start)
    : undefined;
  const duration =
    hasTimestamps && first !== undefined && lastEnd !== undefined && lastEnd > first ? lastEnd - first : null;
  // a rate per minute of a call under a minute says more than the call did: those are counted per 100 words
  const interactivity =
    duration && duration >= 60
      ? { value: Math.round((switches / (duration / 60)) * 10) / 10, unit: 'per minute' as const }
      : {
          value: Math.round((switches / Math.max(1, share.total / 100)) * 10) / 10,
          unit: 'per 100 words' as const,
        };
  const pauses: number[] = [];
  if (hasTimestamps) {
    for (let i = 1; i < utterances.length; i++) {
      const prev = utterances[i - 1]!;
      const u = utterances[i]!;
      if (
        !sellers.has(u.speaker) ||
        sellers.has(prev.speaker) ||
        u.start === undefined ||
        prev.end === undefined
      )
        continue;
      pauses.push(Math.max(0, u.start - prev.end));
    }
  }
  const sellerText = utterances
    .filter((u) => sellers.has(u.speaker))
    .map((u) => u.text)
    .join(' ');
  const fillerCount = sellerText.match(FILLERS)?.length ?? 0;
  return {
    totalWords: share.total,
    salespersonWords: share.seller,
    salesPersonPercentage: share.percentage,
    interactivity,
    patienceSeconds: pauses.length
      ? Math.round((pauses.reduce((a, b) => a + b, 0) / pauses.length) * 100) / 100
      : null,
    fillerRate: Math.round((fillerCount / Math.max(1, share.seller / 100)) * 10) / 10,
    fillerCount,
    durationSeconds: duration === null ? null : Math.round(duration),
  };
}
