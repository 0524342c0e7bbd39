/**
 * Two sentences that say the same thing in other words: "Please hold it for us." and "Yes, please hold it.",
 * "Can you picture it?" and "Can you picture our day, though?", "I'd want to talk it over with Ryan." and "I will
 * need to talk it through with Ryan." A buyer who says one of them twice in a reply, or again later in the call,
 * sounds like a machine (judged calls counted these as repeated sentences).
 */
import { splitSentences } from '../../analysis/text-utils.ts';
import { sentenceKey } from '../buyer-voice.ts';

/** Words that carry no meaning of their own in a buyer's sentence: function words, fillers and light verbs. */
const LIGHT = new Set(
  [
    'a an the and or but so if then than that this these those there here it its of to in on at for with from by',
    'about as into over through up out off just really very also too still even only quite rather',
    'i me my we us our you your he him his she her they them their who what which when where why how',
    'is am are was were be been being do does did done have has had having will would shall should can could',
    'may might must let lets get got make made want wanted need needed know think feel like go going',
    'oh okay ok look well yes yeah no not right sure honestly hmm um uh ah wow ooh please thanks thank',
    'though now one some any all both each more most much many other such own same again please',
    'd ll m re s t ve',
  ]
    .join(' ')
    .split(' '),
);

/** The meaning words of a sentence: lower case, light words dropped, a plural or -ing/-ed ending cut. */
export function meaningWords(sentence: string): Set<string> {
  const words = sentenceKey(sentence).split(' ');
  const out = new Set<string>();
  for (const w of words) {
    if (w === '' || LIGHT.has(w)) continue;
    out.add(stem(w));
  }
  return out;
}

function stem(word: string): string {
  if (/^\d/.test(word)) return word;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A sentence of at most this many words is an echo ("That works.", "Please hold it for us."). */
const ECHO_WORDS = 5;

/**
 * Whether two sentences say the same thing: most of the smaller one's meaning words are in the other, with at
 * least two of them shared, or all of a one-word question, or (with `echo`, inside one reply) all of a short echo
 * ("Thursday at 7 works. That works."). Across a call (`echo` off) a sentence with a number is never a near
 * repeat: a fact said back on purpose, a new price worked out.
 */
export function nearRepeat(a: string, b: string, echo = true): boolean {
  // the same sentence behind a lead-in ("You know, I'd still like to understand that.") is said again
  const [ka, kb] = [sentenceKey(a), sentenceKey(b)];
  const shorter = Math.min(wordCount(a), wordCount(b));
  if (ka === kb || (shorter >= 4 && (ka.endsWith(` ${kb}`) || kb.endsWith(` ${ka}`)))) return true;
  if (!echo && (/\d/.test(a) || /\d/.test(b))) return false;
  const x = meaningWords(a);
  const y = meaningWords(b);
  const smaller = Math.min(x.size, y.size);
  if (smaller === 0) return false;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  if (smaller === 1) {
    const question = a.trim().endsWith('?') || b.trim().endsWith('?');
    const short = echo && Math.min(wordCount(a), wordCount(b)) <= ECHO_WORDS;
    return shared === 1 && (question || short);
  }
  return shared >= 2 && shared / smaller >= 0.75;
}

function wordCount(sentence: string): number {
  return sentenceKey(sentence).split(' ').filter(Boolean).length;
}

/** A sentence that answers yes or no ("Yes, please hold it …"): it stays beside a sentence that says the same. */
const DECISION = /^(?:yes|yeah|no|sure|deal|fine|agreed|done)\b/i;

/**
 * The reply without the sentences that say again what another sentence of the reply said (of two, the
 * later one goes, unless it is the yes or no: "Please hold it for us. Yes, please hold it while we talk it over."
 * keeps the second), and without a question the call asked before in other words ("Can you picture our day, though?"
 * after "Can you picture it?"; `said`: the call's sentences as remembered). A statement said again across the
 * call stays: it may be the answer to the question just asked (the venue named again when asked). What is left
 * must still say something (a question, or a sentence of two meaning words); otherwise the reply is kept whole,
 * as a repeat beats an empty or bare "Okay.".
 */
export function withoutNearRepeats(reply: string, said: readonly string[]): string {
  const sentences = splitSentences(reply);
  const dropped = new Set<number>();
  sentences.forEach((sentence, j) => {
    const askedBefore =
      sentence.endsWith('?') && said.some((earlier) => nearRepeat(earlier, sentence, false));
    if (askedBefore) dropped.add(j);
  });
  for (let j = 0; j < sentences.length; j += 1)
    for (let i = 0; i < j; i += 1) {
      if (dropped.has(i) || dropped.has(j) || !nearRepeat(sentences[i]!, sentences[j]!)) continue;
      const keepLater = DECISION.test(sentences[j]!) && !DECISION.test(sentences[i]!);
      dropped.add(keepLater ? i : j);
    }
  if (dropped.size === 0) return reply;
  const kept = sentences.filter((_, k) => !dropped.has(k));
  const saysSomething = kept.some((x) => x.endsWith('?') || meaningWords(x).size >= 2);
  return saysSomething ? kept.join(' ') : reply;
}
