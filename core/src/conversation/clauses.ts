/**
 * A turn split into the clauses that each carry an act: sentences first, then a second question joined on
 * with a comma or "and" ("what's the date, and is that set?"), and in speech (no punctuation) a new act
 * opened by "so", "okay", "and" before a question or a proposal ("that makes sense so is the date set").
 * A tail that only offers an alternative ("or is earlier better?") stays with its question.
 */
import { splitSentences } from '../analysis/text-utils.ts';
import { SPOKEN_BREAK } from '../buyer-engine/spoken-text.ts';
import { anyOf } from '../analysis/word-list.ts';
import { ACK_QUESTION_WORDS, ACK_WORDS } from './reading-words.ts';

const OPENER =
  "(?:what|what's|whats|how|how's|hows|who|when|when's|where|why|is|are|do|does|did|have|has|can|could|" +
  "would|will|shall|should|may(?!\\s+\\d)|let's|lets|i'd|i'll|i can|i could|we can|we could|we'd|we have|we've|our|" +
  'congratulations|congrats|thank|thanks|have a|talk soon|speak soon|bye|honestly|trust me|just so you know|' +
  "another couple|i only|i need|the (?:price|total|package|full)|it's|its|that's|thats|sounds? good|" +
  // a recap opened mid-run-on: "… like family by the end so yeah so recap you're getting married july 21st"
  '(?:just )?(?:to |quick )?recap|let me (?:recap|make sure)|just to (?:confirm|make sure|check))\\b';

/** A comma or semicolon, maybe a joining word, then an opener. */
const COMMA_BREAK = new RegExp(`[,;]\\s*(?:(?:and|but|so|also)\\s+)?(?=${OPENER})`, 'i');
/** In speech: a discourse word then an opener ("... makes sense so is the date set", "… haha so yeah should i"). */
const SPOKEN_DISCOURSE = new RegExp(
  `\\s+(?:so|okay|ok|alright|anyway|and so|but|now|right so|great so|perfect so|` +
    // "… and the quote today last thing should i put the deposit on a card"
    `(?:one )?(?:last|more|quick|other) (?:thing|question))\\s+` +
    // "… numbers fast but uh which saturday in october are you looking at" (in speech only, never ", which")
    `(?:(?:yeah|yes|well)\\s+)?(?=${OPENER}|which\\s+\\w+\\s+(?:in|of|are|is|do|would|works?)\\b)`,
  'i',
);
/** In speech, a second question joined by "and": "is it tom's mom or your mom and what's a good email for you". */
const AND_QUESTION =
  /\s+and\s+(?=(?:what's|whats|what is|where's|wheres|where|when's|whens|how many|how much)\s)/i;
/** In speech, thanks to the buyer by name ending the turn: "… and we'll go from there thanks aisha". */
const CLOSING_THANKS = /\s+(?=(?:thanks|thank you)\s+(?!(?:so|again|bye|for|much|both|all|guys)\b)[a-z]+$)/i;
/** An acknowledgement said before a question in speech: "that makes sense is the date set". */
const AFTER_ACK = new RegExp(
  String.raw`(?<=\b${anyOf(ACK_WORDS)})\s+(?=${anyOf(ACK_QUESTION_WORDS)}\b)`,
  'i',
);

/**
 * In speech, a question opened straight after a statement with no joining word: "i totally get that do you
 * want to try one with sleeves", "so 150 guests and full planning what's your timeline". The word before it
 * must not introduce it ("tell me what you", "if you", "i know how").
 */
const BARE_QUESTION = new RegExp(
  String.raw`(?<=\b(?!(?:if|what|whats|when|where|how|why|whether|which|who|that|so|and|or|but|to|tell|me|ask|` +
    String.raw`know|sure|see|wonder|wondering|curious|hear|about|of|on|for|with|from|by|at|in|like|is|are|do|does|` +
    String.raw`did|can|could|would|will|i|you|we|they|it|um|uh|just|matter|matters|mind|around|exactly|than|` +
    String.raw`all|remember|decide|decided|imagine|imagined|expect|expected|think|thought|understand|explain|show|` +
    String.raw`guess|love|loved|like|liked|want|wanted|need|needed|see|saw|hear|heard|care|depends|depending|` +
    String.raw`figure|choose|pick|ask|asked|told|tell|said|say|plan|planned|out|based|regardless|no|matter|` +
    // "… and i only do it if you say yes": an adverb before the verb
    String.raw`only|also|never|always|really|actually|usually|still|even|often|sometimes|rarely)\b)` +
    String.raw`(?:[a-z']{2,}|\d[\d,.]*))\s+` +
    String.raw`(?=(?:(?:do|does|did|are|is|would|could|can|have|has|will)\s+(?:you|your|we|it|that|this|there|they|` +
    // "… if you want them from us does anything worry you about that"
    String.raw`anything|anyone|anybody)|` +
    String.raw`(?:what's|whats|what|how|when|where|who)\s+(?:is|are|do|does|did|would|will|can|could|should|was|` +
    String.raw`were|you|your|the|kind|sort|time|day)|` +
    // "… in a sec what budget did you have in mind"
    String.raw`(?:what|which|how much|how many)\s+[a-z]+\s+(?:did|do|does|are|is|would|will|have|can)\s+(?:you|we))\b)`,
  'i',
);

/** A short wh-opening that the auxiliary completes: "what date | are you looking at" is one question. */
const WH_OPENING =
  /^(?:(?:so|and|um|uh|like|okay|ok|right|oh|well|honestly)\s+)*(?:what|which|whose|how many|how much|how|when|where|who)\b/i;

/**
 * A wh-phrase the piece ends on: "… i'll get to price in a sec what budget | did you have in mind", "which saturday
 * in october | are you looking at".
 */
const WH_ENDING = /\b(?:what|which|whose|how many|how much)(?:\s+[a-z']+){0,3}$/i;

function splitBareQuestion(part: string): string[] {
  const out: string[] = [];
  for (const piece of part.split(BARE_QUESTION)) {
    const last = out.at(-1);
    const opened = last !== undefined && WH_OPENING.test(last) && last.split(/\s+/).length <= 8;
    if (last !== undefined && (opened || WH_ENDING.test(last))) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

const MAX_CLAUSES = 40;

function splitSentence(sentence: string, spoken: boolean): string[] {
  let parts = sentence.split(COMMA_BREAK);
  parts = parts.flatMap((p) => p.split(SPOKEN_BREAK));
  if (spoken)
    parts = parts
      .flatMap((p) => p.split(SPOKEN_DISCOURSE))
      .flatMap((p) => p.split(AFTER_ACK))
      .flatMap((p) => p.split(AND_QUESTION))
      .flatMap((p) => p.split(CLOSING_THANKS))
      .flatMap(splitBareQuestion);
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
