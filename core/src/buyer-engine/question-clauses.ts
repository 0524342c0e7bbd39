/**
 * Where a question sits in a spoken or typed sentence: what came before it (a reason, a lead-in, a statement),
 * where a run-on comes to its question, and whether a clause with no topic still asks something of its own.
 * Read by `classify-turn.ts`.
 */
import { opensLikeQuestion } from './spoken-text.ts';

/**
 * A question clause that names no topic but still asks something of its own ("are you doing a sparkler
 * send-off?", "what star sign are you?"): it opens like a question, has a few words, and neither asks
 * permission ("could you tell me") nor refers back to the question before it ("and is that set in stone?").
 */
const PERMISSION =
  /^(?:(?:and|so|also)\s+)?(?:can|could|would|will|may) (?:you|i) (?:tell|say|share|ask|let)\b/i;
// "tell me about your wedding, what are you thinking?": a bare "what are you thinking" asks the same again
const REFERS_BACK =
  /\b(?:that|it|this|those|them|they|so|one|same)\b|^\W*(?:so |and )?what (?:are|do) you think(?:ing)?\W*$/i;

export function asksOnItsOwn(text: string): boolean {
  return (
    opensLikeQuestion(text) &&
    text.split(/\s+/).length >= 4 &&
    !PERMISSION.test(text) &&
    !REFERS_BACK.test(text)
  );
}

/**
 * A reason the seller gives for a question: at its end, "so i can check travel"; inside it, "cause it matters
 * for the contract who signs" (the question is who signs, not the contract).
 */
// "… just so i get it right who's we": a question after the reason is kept
export const PURPOSE =
  /\s+so (?:that )?(?:i|we) (?:can|know|have|get)\b.*?(?=\b(?:who's|what's|when's|where's|is that|are you|do you)\b|$)/i;
/** What comes before "i still need to know", "i gotta ask": the question follows it ("got it with drone … i still
 * need to know is it just you signing off"). */
export const LEAD_IN =
  /^.*\b(?:i (?:still |just |really )?(?:need|want|have|got) to (?:know|ask)|i gotta (?:know|ask)|(?:quick|one|last) question)\b/i;
/**
 * A spoken run-on that comes to its question mid-clause ("oh hi emily … i'm sam from petal and stem so when's
 * the big day"): the question starts at the wh-word after "so", "and" or "anyway"; what came before (a name, a
 * greeting) names no topic of it.
 */
export const QUESTION_MID_CLAUSE =
  /\b(?:so|and|anyway|okay|ok|now|but)\s+(?=(?:when|what|where|who|how|which)(?:'s|'re)?\b)|\s(?=(?:who else|who(?:'s| is) (?:deciding|making|signing)|who actually|what'?s your|where'?s the|how many (?:guests|people))\b)/i;
export const fromQuestion = (text: string): string => {
  if (opensLikeQuestion(text)) return text;
  const m = QUESTION_MID_CLAUSE.exec(text);
  return m ? text.slice(m.index + m[0].length) : text;
};
export const REASON =
  /\b(?:cause|because|since) (?:it|that) (?:matters|counts|is important|helps) (?:for|with) (?:the |my |your )?\w+/i;

/** A question begun mid-sentence in speech: "… is there anything", "how many guests are". */
export const SPOKEN_MID_ASK =
  /\b(?:is there (?:anything|any)|are there any|how many \w+ (?:are|do|will|is)|how much (?:is|are|do|will|were|was|would|did)|what(?:'s| is) (?:the|your)|when(?:'s| is) the|where(?:'s| is) the|who(?: else)? (?:is|are) (?:deciding|involved|helping|signing)|is that a yes|will \w+ be (?:on|joining|there)|or is it just (?:you|the two))\b/i;
