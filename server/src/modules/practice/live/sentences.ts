import type { TextToSpeech } from '../../../providers/speech/speech-ports.ts';

/**
 * Splits a reply into sentences so the first can be played while the next is synthesised.
 * Keeps abbreviations (Mr., Dr., e.g.), decimals ($2.5k) and ellipses inside their sentence;
 * very long sentences are cut at a comma/semicolon so no piece waits on a whole paragraph.
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'no',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

export function splitSentences(text: string, maxChars = 220): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences: string[] = [];
  let start = 0;
  const re = /[.!?]+["')\]]*(?=\s|$)/g;
  for (let m = re.exec(clean); m; m = re.exec(clean)) {
    const end = m.index + m[0].length;
    if (m[0] === '.' && isAbbreviation(clean.slice(start, m.index))) continue;
    sentences.push(clean.slice(start, end).trim());
    start = end;
  }
  if (start < clean.length) sentences.push(clean.slice(start).trim());
  return sentences.filter(Boolean).flatMap((s) => cutLong(s, maxChars));
}

function isAbbreviation(before: string): boolean {
  const word = /(\S+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
  return ABBREVIATIONS.has(word.replace(/^[("']+/, '')) || /^[a-z]$/i.test(word);
}

function cutLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    let cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(' - '));
    if (cut < maxChars / 3) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = maxChars - 1;
    parts.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * Yields each sentence's audio in order. The next sentence is already being synthesised while the
 * caller sends the current one, so playback can start after the first sentence only.
 */
export async function* synthesizeSentences(
  tts: Pick<TextToSpeech, 'synthesize'>,
  text: string,
): AsyncGenerator<{ text: string; pcm: Int16Array }> {
  const sentences = splitSentences(text);
  let next = sentences.length ? tts.synthesize(sentences[0]) : undefined;
  for (let i = 0; i < sentences.length && next; i++) {
    const current = next;
    next = i + 1 < sentences.length ? tts.synthesize(sentences[i + 1]) : undefined;
    // Keep an unobserved lookahead failure from becoming an unhandled rejection if we stop early.
    next?.catch(() => undefined);
    yield { text: sentences[i], pcm: await current };
  }
}
