/**
 * Word families of a written buyer reply that breaks character, read by `llm-prompt.ts`: each entry one
 * alternative of its pattern.
 */

/** Words that give the buyer away as a model: "as an AI", "language model", "my instructions", "role-play". */
export const OUT_OF_CHARACTER_WORDS: readonly string[] = [
  'as an ai',
  String.raw`an ai\b`,
  String.raw`a\.i\.`,
  'artificial intelligence',
  'language model',
  'llm',
  'assistant',
  'chatbot',
  'openai',
  'chatgpt',
  String.raw`gpt-?\d`,
  'system prompt',
  'my instructions',
  "i(?:'m| am) (?:just )?(?:a )?(?:bot|program|model|virtual)",
  'role-?play',
  'simulation',
  'in character',
];
