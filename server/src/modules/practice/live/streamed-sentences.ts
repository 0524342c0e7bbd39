import { splitSentences } from './sentences.ts';

/**
 * Whole sentences out of a stream of text pieces, each as soon as the next one has begun (the last one when
 * the stream ends), split as the spoken reply is split, so each can go to speech synthesis on arrival.
 */
export async function* streamedSentences(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    const sentences = splitSentences(buffer);
    // the last sentence may still grow, unless the buffer ends a sentence and the next piece starts another
    for (const sentence of sentences.slice(0, -1)) yield sentence;
    buffer = buffer.endsWith(' ') ? `${sentences.at(-1) ?? ''} ` : (sentences.at(-1) ?? '');
  }
  for (const sentence of splitSentences(buffer)) yield sentence;
}
