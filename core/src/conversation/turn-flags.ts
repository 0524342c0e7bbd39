/** What a turn is as a whole: empty, gibberish, profane, in another language, too long, spoken, a probe. */
import {
  AI_PROBE_PHRASES,
  ENGLISH_WORDS,
  FOREIGN_WORDS,
  OFF_TOPIC_WORDS,
  PROFANITY,
  WEDDING_WORDS,
} from './flag-words.ts';
import { phraseRegExp } from './phrase-match.ts';
import type { TurnFlags } from './reading-types.ts';

export const TOO_LONG = 2000;

const PROFANE = phraseRegExp(PROFANITY);
const AI_PROBE = phraseRegExp(AI_PROBE_PHRASES);
const OFF_TOPIC = phraseRegExp(OFF_TOPIC_WORDS);
const WEDDING = phraseRegExp(WEDDING_WORDS);
const FOREIGN = new Set(FOREIGN_WORDS);
const ENGLISH = new Set(ENGLISH_WORDS);
const FILLER = /^(?:um+|uh+|uhm+|er+m*|hm+|mm+|ah+|oh|okay|ok|so|like|yeah)$/i;
const WORD = /[\p{L}\p{N}']+/gu;

/** Letters that make no word: no vowel, five consonants running, a letter three times, keyboard rows. */
function gibberishWord(word: string): boolean {
  if (word.length < 3 || /\d/.test(word)) return false;
  return (
    !/[aeiouy]/i.test(word) ||
    /[bcdfghjklmnpqrstvwxz]{5,}/i.test(word) ||
    /(.)\1\1/.test(word) ||
    /asdf|qwer|zxcv|hjkl|sdfg|wert|xcvb|jkl;/i.test(word)
  );
}

export function readFlags(text: string, normalized: string): TurnFlags {
  const words = (normalized.toLowerCase().match(WORD) ?? []).slice(0, 400);
  const meaningful = words.filter((w) => !FILLER.test(w));
  const letters = words.filter((w) => /\p{L}/u.test(w));
  const foreign = words.filter((w) => FOREIGN.has(w)).length;
  const english = words.filter((w) => ENGLISH.has(w)).length;
  const latin = (normalized.match(/[a-z]/gi) ?? []).length;
  const allLetters = (normalized.match(/\p{L}/gu) ?? []).length;
  const sample = text.slice(0, TOO_LONG);
  return {
    empty: meaningful.length === 0,
    gibberish: letters.length > 0 && letters.filter(gibberishWord).length / letters.length >= 0.5,
    profanity: PROFANE.test(sample),
    foreign: (foreign >= 2 && foreign > english) || (allLetters > 6 && latin / allLetters < 0.5),
    tooLong: text.length > TOO_LONG,
    // speech recognition writes amounts with their separators ("4,800", "7.50"): those are no punctuation
    spoken:
      words.length >= 3 &&
      !/[.?!,;]/.test(text.replace(/(?<=\d)[,.](?=\d)/g, '')) &&
      !/[A-Z]/.test(text.replace(/\bI\b/g, 'i')),
    aiProbe: AI_PROBE.test(sample),
    offTopic: OFF_TOPIC.test(sample) && !WEDDING.test(sample),
  };
}
