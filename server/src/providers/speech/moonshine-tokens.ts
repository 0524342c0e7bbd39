import llamaTokenizer from 'llama-tokenizer-js';

/** Ids from here on are Moonshine's special tokens, not text (the first 32000 are Llama's vocabulary). */
const FIRST_SPECIAL_TOKEN = 32_000;

/**
 * Text of Moonshine token ids. Moonshine uses Llama's SentencePiece vocabulary; the tokenizer's tables
 * (~20 MB) live once, in the main thread, instead of in every worker.
 */
export function tokensToText(tokens: number[]): string {
  return llamaTokenizer
    .decode(
      tokens.filter((t) => t < FIRST_SPECIAL_TOKEN),
      false,
      true,
    )
    .trim();
}
