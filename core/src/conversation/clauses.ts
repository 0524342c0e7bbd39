/**
 * A turn split into the clauses that each carry an act: sentences first, then a second question joined on
 * with a comma or "and" ("what's the date, and is that set?"), and in speech (no punctuation) a new act
 * opened by "so", "okay", "and" before a question or a proposal ("that makes sense so is the date set").
 * A tail that only offers an alternative ("or is earlier better?") stays with its question.
 */
import { splitSentences } from '../analysis/text-utils.ts';
import { SPOKEN_BREAK } from '../buyer-engine/spoken-text.ts';

const OPENER =
  "(?:what|what's|whats|how|how's|hows|who|when|when's|where|which|why|is|are|do|does|did|have|has|can|could|" +
  "would|will|shall|should|may|let's|lets|i'd|i'll|i can|i could|we can|we could|we'd|we have|we've|our|" +
  'congratulations|congrats|thank|thanks|have a|talk soon|speak soon|bye|honestly|trust me|just so you know|' +
  "another couple|i only|i need|the (?:price|total|package|full)|it's|its|that's|thats)\\b";

/** A comma or semicolon, maybe a joining word, then an opener. */
const COMMA_BREAK = new RegExp(`[,;]\\s*(?:(?:and|but|so|also)\\s+)?(?=${OPENER})`, 'i');
/** In speech: a discourse word then an opener ("... makes sense so is the date set"). */
const SPOKEN_DISCOURSE = new RegExp(
  `\\s+(?:so|okay|ok|alright|anyway|and so|but|now|right so|great so|perfect so)\\s+(?=${OPENER})`,
  'i',
);
/** An acknowledgement said before a question in speech: "that makes sense is the date set". */
const AFTER_ACK =
  /(?<=\b(?:makes sense|i hear you|i get that|got it|love that|perfect|great|lovely|amazing|awesome))\s+(?=(?:what|how|is|are|do|does|did|have|can|could|would|when|where|which|so)\b)/i;

const MAX_CLAUSES = 40;

function splitSentence(sentence: string, spoken: boolean): string[] {
  let parts = sentence.split(COMMA_BREAK);
  parts = parts.flatMap((p) => p.split(SPOKEN_BREAK));
  if (spoken) parts = parts.flatMap((p) => p.split(SPOKEN_DISCOURSE)).flatMap((p) => p.split(AFTER_ACK));
  return parts.map((p) => p.trim()).filter((p) => /[\p{L}\p{N}]/u.test(p));
}

export function splitClauses(normalized: string, spoken: boolean): string[] {
  const out: string[] = [];
  for (const sentence of splitSentences(normalized)) {
    for (const clause of splitSentence(sentence, spoken)) {
      const last = out.at(-1);
      // "or is earlier better?", "or the pavilion?": an alternative belongs to the question before it
      if (last !== undefined && /^or\b/i.test(clause)) out[out.length - 1] = `${last} ${clause}`;
      else out.push(clause);
      if (out.length >= MAX_CLAUSES) return out;
    }
  }
  return out;
}
