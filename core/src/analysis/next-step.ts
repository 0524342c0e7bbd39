/**
 * Whether a concrete next step was agreed: the salesperson proposes an action with a time (or an immediate
 * commitment such as booking, a hold or a deposit) AND the buyer accepts it. "I'll think about it", "we'll
 * look at it" or "let me talk to my partner" is not acceptance; "Book it.", "Let's do it", "Send it over" and
 * "Yes, Thursday works" are.
 */
import { splitSentences, truncateText } from './text-utils.ts';
import type { NextStep, Utterance } from './types.ts';
import { eitherRegExp, wordRegExp, wordSource } from './word-list.ts';
import {
  ACTION_WORDS,
  DECISION_WORDS,
  DEFER_WORDS,
  FIRM_WORDS,
  HAND_BACK_WORDS,
  NO_BUT_FINE,
  NOT_AGREEMENT,
  OFFER_WORDS,
  SOFT_WORDS,
  TIME_WORDS,
} from './next-step-words.ts';

const ACTION = wordRegExp(ACTION_WORDS, 'i');
export const TIME = wordRegExp(TIME_WORDS, 'i');
/** the form of an offer: a question, "let's", "I'll", "shall we", "want me to"… */
const OFFER = eitherRegExp([String.raw`\?`, wordSource(OFFER_WORDS)], 'i');
/** a commitment that needs no date: it happens on acceptance */
const IMMEDIATE =
  /\b(?:book(?:ed|ing)?|hold|reserve|lock (?:it|in)|sign|deposit|retainer|contract|agreement|invoice|order|upgrade|go ahead)\b/i;

/** Acceptance that stands even beside a hedge ("Yes, Thursday works. I'll check with Sam."). */
const FIRM = wordRegExp(FIRM_WORDS, 'i');
const SOFT = wordRegExp(SOFT_WORDS, 'i');
/** deferring the decision: not an agreement, and it undoes an earlier "sure" */
const DEFER = wordRegExp(DEFER_WORDS, 'i');
/** a lukewarm or negative answer to a proposal */
const REFUSE =
  /\b(?:maybe|perhaps|possibly|not sure|not (?:right )?now|not yet|no thanks|whatever|i guess|(?:we|i) might)\b|^\s*no\b/i;

/** The buyer's own decision, with or without a question first: "Book it.", "Let's do it". */
const DECISION = wordRegExp(DECISION_WORDS, 'i');

/**
 * The salesperson handing the decision back ("Have a think and let me know", "Call me if you want them"): the
 * proposal in that turn is information, not a step the buyer agreed to.
 */
const HAND_BACK = wordRegExp(HAND_BACK_WORDS, 'i');

type Reply = 'accepted' | 'hedged' | 'none';

/** a time the buyer only echoes back as a question ("Today?") is surprise, not agreement */
const statedTime = (text: string) => splitSentences(text).some((s) => !s.endsWith('?') && TIME.test(s));

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `;
/** a refusal or a deferral in any words of the reply ("Too early for that", "We'll take that chance") */
const refuses = (text: string) => {
  const t = plain(text).replace(/\s+/g, ' ');
  const saysNo = t.startsWith(' no ') && !NO_BUT_FINE.some((p) => t.startsWith(` ${p} `));
  return saysNo || NOT_AGREEMENT.some((p) => t.includes(` ${p} `));
};

function replyTo(text: string): Reply {
  if (refuses(text)) return 'hedged';
  if (FIRM.test(text)) return 'accepted';
  if (DEFER.test(text) || REFUSE.test(text)) return 'hedged';
  if (SOFT.test(text)) return 'accepted';
  // a time in a reply that asks something back is not a yes ("When do you deliver? I need them by the 1st.")
  if (statedTime(text) && !text.includes('?')) return 'accepted';
  return 'none';
}

function isCommitment(text: string): boolean {
  return (
    /\b(?:i'll|we'll|i will|we will)\s+(?:sign|pay|transfer|be there|come|see you|send)\b/i.test(text) &&
    TIME.test(text) &&
    !DEFER.test(text)
  );
}

function isProposal(sentence: string): boolean {
  return (
    (TIME.test(sentence) && (ACTION.test(sentence) || OFFER.test(sentence))) ||
    (ACTION.test(sentence) && OFFER.test(sentence))
  );
}

/** The buyer's words up to the salesperson's next turn. */
function buyerReply(utterances: Utterance[], from: number, sellers: Set<string>): string | null {
  const parts: string[] = [];
  for (let j = from; j < utterances.length; j++) {
    if (sellers.has(utterances[j]!.speaker)) {
      if (parts.length) break;
      continue;
    }
    parts.push(utterances[j]!.text);
  }
  return parts.length ? parts.join(' ') : null;
}

export function findNextStep(utterances: Utterance[], sellers: Set<string>): NextStep {
  const from = Math.floor(utterances.length * 0.4);
  let agreed: { text: string; at: number } | null = null;
  let proposed: string | null = null;
  let lastOffer: string | null = null;
  for (let i = from; i < utterances.length; i++) {
    const u = utterances[i]!;
    if (!sellers.has(u.speaker)) {
      const decision = splitSentences(u.text).find((s) => DECISION.test(s) && !DEFER.test(s));
      if (decision && lastOffer) agreed = { text: lastOffer, at: i };
      else if (isCommitment(u.text))
        agreed = { text: splitSentences(u.text).find(isCommitment) ?? u.text, at: i };
      else if (agreed && i > agreed.at && DEFER.test(u.text) && !FIRM.test(u.text) && !TIME.test(u.text))
        agreed = null;
      else if (agreed && i > agreed.at && refuses(u.text)) agreed = null;
      continue;
    }
    const sentences = splitSentences(u.text);
    if (sentences.some((s) => ACTION.test(s) || /[$£€]\s?\d|\b\d[\d,.]*\b/.test(s)))
      lastOffer = truncateText(u.text);
    // an offer often spans two sentences: "I'm free Saturday at ten, or the Sunday. Which suits you?"
    const pairs = sentences.slice(1).map((s, k) => `${sentences[k]} ${s}`);
    const proposal = sentences.filter(isProposal).pop() ?? pairs.filter(isProposal).pop();
    if (!proposal) continue;
    proposed = proposal;
    const handBack = sentences.some((s) => HAND_BACK.test(s));
    lastOffer = proposal;
    const reply = buyerReply(utterances, i + 1, sellers);
    if (!reply || replyTo(reply) !== 'accepted' || handBack) continue;
    const concrete = TIME.test(proposal) || TIME.test(reply) || IMMEDIATE.test(proposal);
    if (concrete) agreed = { text: proposal, at: i };
  }
  if (agreed) return { agreed: true, status: 'agreed', text: truncateText(agreed.text, 200) };
  if (proposed)
    return {
      agreed: false,
      status: 'proposed',
      text: `Proposed but not agreed: ${truncateText(proposed, 180)}`,
    };
  return { agreed: false, status: 'none', text: 'No concrete next step (action and time) was agreed.' };
}
