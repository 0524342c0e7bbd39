/**
 * Rule-based live coaching suggestions, grounded in what the buyer just said (POST /api/coaching/analyze
 * without an LLM, and the fallback when the LLM fails). Pure string work: well under a millisecond.
 *
 * Order of what to address first: someone else deciding, a competitor, a price objection, a goodbye with
 * no next step, a stall; then a request to book, the date, a direct question, a worry, a vague vision, a
 * buying signal; then how the salesperson is talking (a monologue, yes/no questions, no rapport at the
 * start). Phase: no next step proposed on a buying signal in the first minute (4 messages), no rapport
 * advice past the opening (6 messages).
 */
import { truncateText } from '../analysis/text-utils.ts';
import { findBuyerType } from '../buyer-types.ts';
import type { BuyerId } from '../buyer-types.ts';
import type { MomentKind } from './coaching-moment-types.ts';
import { HINTS, detectTrade, nextStepFor, PRICE_ANSWER } from './moment-hints.ts';
import type { HintCopy } from './moment-hints.ts';
import { readBuyerSignals, saysGoodbye } from './moment-signals.ts';
import type { BuyerSignal } from './moment-signals.ts';
import { CHOOSE_ACTION, OFFERS_TWO_OPTIONS, isCallRequest, offeredOptions } from './done-already.ts';
import { FAULT_HINTS } from './fault-hints.ts';
import { latestSellerFaults } from './seller-faults.ts';
import { readSellerPatterns } from './seller-patterns.ts';
import { MAX_SUGGESTIONS, sortSuggestions } from './suggestion-list.ts';
import type { CoachingSuggestion, SuggestionPriority } from './suggestion-list.ts';
import type { RatioMessage } from './talk-ratio.ts';

export interface SuggestCoachingInput {
  buyerType: string;
  messageCount: number;
  recentMessages: readonly RatioMessage[];
  conversationContext?: string;
}

/** Up to this many messages is the first minute: too early to propose a next step on a warm word. */
export const OPENING_MESSAGES = 4;
/** Up to this many messages, a pitch before two discovery questions is pitching before discovery. */
export const PITCH_WINDOW = 8;

/** What the salesperson just did wrong, in the words of the moment. */
function faultDescription(fault: string, quote: string): string {
  if (fault === 'brush-off') return `Their worry ${quoteAtEnd(quote)} was waved away, not answered.`;
  if (fault === 'ignored-question') return `They asked ${quoteAtEnd(quote)} and it was not answered.`;
  if (fault === 'monologue') return `Your last turn ran over 45 seconds: ${quoteAtEnd(quote)}`;
  return `You just said ${quoteAtEnd(quote)}`;
}

/** Rapport advice only while the call is this young. */
export const RAPPORT_UNTIL_MESSAGES = 6;

const OBJECTIONS: BuyerSignal[] = ['decision-maker', 'competition', 'price', 'stall'];

/**
 * A quotation that ends the sentence: the full stop goes inside the quotes, and only when the quote has
 * no end mark of its own.
 */
function quoteAtEnd(text: string): string {
  const t = truncateText(text, 90);
  return `"${t}${/[.!?…]$/.test(t) ? '' : '.'}"`;
}

interface Hint {
  kind: MomentKind;
  priority: SuggestionPriority;
  copy: HintCopy;
  description: string;
}

export function suggestCoaching(input: SuggestCoachingInput): CoachingSuggestion[] {
  const messages = input.recentMessages.filter((m) => m.text.trim() !== '');
  const buyerAt = messages.map((m) => !m.isUser).lastIndexOf(true);
  const lastBuyer = buyerAt >= 0 ? messages[buyerAt] : undefined;
  const sellerBefore =
    messages
      .slice(0, Math.max(0, buyerAt))
      .filter((m) => m.isUser)
      .at(-1)?.text ?? '';
  const buyer = findBuyerType(input.buyerType.toLowerCase());
  const buyerId: BuyerId = buyer?.id ?? 'relater';
  const allText = `${input.conversationContext ?? ''}\n${messages.map((m) => m.text).join('\n')}`;
  const step = nextStepFor(detectTrade(allText));
  const signals = lastBuyer ? readBuyerSignals(lastBuyer.text, sellerBefore) : new Set<BuyerSignal>();
  // a request about the call ("Can we slow down a bit?") is not a question to answer
  if (lastBuyer && isCallRequest(lastBuyer.text)) {
    signals.delete('question');
    signals.delete('price-question');
  }
  const seller = readSellerPatterns(messages);
  // the salesperson's own faults in their latest turn come first: the moment to fix them is now
  const faults = latestSellerFaults(messages, input.messageCount > PITCH_WINDOW ? 2 : 0);
  const replied = messages.slice(buyerAt + 1).some((m) => m.isUser);
  const unanswered = faults.some((f) => f.fault === 'ignored-question' || f.fault === 'brush-off');
  // the buyer's question was answered after they asked it: "answer their question" would be done already
  if (buyerAt >= 0 && replied && !unanswered) {
    signals.delete('question');
    signals.delete('price-question');
    signals.delete('date');
  }
  const lastSeller = messages.filter((m) => m.isUser).at(-1)?.text ?? '';
  const justOffered = lastSeller !== '' && offeredOptions(lastSeller);
  const has = (s: BuyerSignal) => signals.has(s);
  const objection = OBJECTIONS.some(has);
  const saidNow = lastBuyer ? `The prospect just said ${quoteAtEnd(lastBuyer.text)}` : '';
  const hints: Hint[] = [];
  const add = (kind: MomentKind, priority: SuggestionPriority, description = saidNow, copy = HINTS[kind]!) =>
    hints.push({ kind, priority, copy, description });
  // a long pitch is the talk-ratio advice's to make, and a pitch in the opening the rapport advice's
  const opening = input.messageCount <= OPENING_MESSAGES && !seller.rapport;
  // once the buyer has answered a pitch with a question or a worry, their moment comes first
  const buyerSinceSeller = buyerAt > messages.map((m) => m.isUser).lastIndexOf(true);
  const buyerMoment = [...OBJECTIONS, 'question', 'price-question', 'booking', 'worry', 'date'].some((k) =>
    signals.has(k as BuyerSignal),
  );
  const fault = faults.find((f) => {
    if (f.fault === 'monologue') return !buyerSinceSeller;
    if (f.fault !== 'pitch-first') return true;
    return !seller.monologue && !(buyerSinceSeller && buyerMoment) && !opening;
  });
  if (fault?.fault === 'monologue') {
    // a monologue just now: the talk-ratio advice, first
    add('talk-ratio', 'high', faultDescription('monologue', fault.quote), HINTS['talk-ratio']);
  } else if (fault) {
    add(fault.fault, 'high', faultDescription(fault.fault, fault.quote), FAULT_HINTS[fault.fault]);
  }

  for (const kind of OBJECTIONS) if (has(kind)) add(kind as MomentKind, 'high');
  const goodbye = messages.slice(-2).some((m) => saysGoodbye(m.text));
  if (goodbye && !seller.nextStepProposed && !has('booking') && input.messageCount > OPENING_MESSAGES) {
    const last = messages.at(-1)!;
    add('wrap-up', 'high', `The call is ending (${quoteAtEnd(last.text)}) with no next step agreed.`);
    // the goodbye hint already asks for the next step a stall would lead to
    const stall = hints.findIndex((h) => h.kind === 'stall');
    if (stall >= 0) hints.splice(stall, 1);
  }
  if (!objection) {
    if (has('booking')) add('next-step', 'high');
    else if (has('date')) add('date', 'high');
    else if (has('price-question')) add('answer-question', 'high', saidNow, PRICE_ANSWER);
    else if (has('question')) add('answer-question', 'high');
  }
  if (has('worry') && !has('price')) add('worry', hints.length ? 'medium' : 'high');
  const engaged = objection || has('worry') || has('booking') || has('question') || has('price-question');
  if (has('vision') && !engaged) add('vision', 'high');
  if (has('positive') && !engaged && !has('vision') && input.messageCount > OPENING_MESSAGES) {
    add('next-step', 'high');
  }

  const aboutTheBuyer = hints.length;
  if (seller.monologue && fault?.fault !== 'monologue') {
    add(
      'talk-ratio',
      hints.length ? 'medium' : 'high',
      `You have spoken ${seller.ratio}% of the words recently` +
        (seller.last ? `, ending with ${quoteAtEnd(seller.last)}` : '.'),
    );
  } else if (seller.closedQuestions) {
    add(
      'open-question',
      hints.length ? 'medium' : 'high',
      'Your last questions could be answered with one word, and were' +
        (lastBuyer ? `: ${quoteAtEnd(lastBuyer.text)}` : '.'),
    );
  } else if (seller.noQuestions && hints.length === 0) {
    add('open-question', 'medium', 'Your last messages asked no questions.', {
      ...HINTS['open-question']!,
      title: 'Ask a discovery question',
    });
  }
  // rapport is the opening's advice; past the first minute it gives way to whatever the buyer raised
  const early = input.messageCount <= OPENING_MESSAGES || aboutTheBuyer === 0;
  if (input.messageCount <= RAPPORT_UNTIL_MESSAGES && early && !seller.rapport && !objection && !goodbye) {
    add(
      'rapport',
      hints.length ? 'medium' : 'high',
      'You have not congratulated them or asked about them yet' +
        (seller.last ? `; you said ${quoteAtEnd(seller.last)}` : '.'),
    );
  }

  // never suggest what was just done: two options right after two options were offered
  const fresh = (action: string) => (justOffered && OFFERS_TWO_OPTIONS.test(action) ? CHOOSE_ACTION : action);
  const out: CoachingSuggestion[] = hints.map((h) => ({
    type: h.kind,
    priority: h.priority,
    title: h.copy.title,
    description: h.description,
    action: fresh(h.copy.action[buyerId].replaceAll('{step}', step)),
    reasoning: h.copy.reasoning,
  }));
  if (out.length === 0 && buyer) {
    const tip = adaptation(buyer, lastBuyer?.text, input.messageCount);
    out.push({ ...tip, action: fresh(tip.action) });
  }
  // the list keeps this order within a priority: it sorts newest first, so hand it over reversed
  return sortSuggestions([...out].reverse()).slice(0, MAX_SUGGESTIONS);
}

const ADAPT: Record<BuyerId, { title: string; action: string }> = {
  boss: {
    title: 'Be brief with this Boss',
    action: 'Keep answers short, lead with results and offer two clear options.',
  },
  analyzer: {
    title: 'Bring numbers for this Analyzer',
    action: 'Answer with specifics: hours, inclusions, delivery times, contract terms.',
  },
  dreamer: {
    title: "Share the Dreamer's vision",
    action: 'Ask them to describe the moment they are most excited about and paint it back.',
  },
  relater: {
    title: 'Build trust with this Relater',
    action: 'Slow down, reassure, and include the people they consult.',
  },
};

/** The buyer-type tip, shown only when nothing in the moment calls for something more specific. */
function adaptation(
  buyer: NonNullable<ReturnType<typeof findBuyerType>>,
  lastBuyer: string | undefined,
  messageCount: number,
): CoachingSuggestion {
  return {
    type: 'adaptation',
    priority: 'low',
    title: ADAPT[buyer.id].title,
    description: lastBuyer
      ? `${buyer.name} buyers talk like ${quoteAtEnd(lastBuyer)} ${buyer.description}`
      : buyer.description,
    action: ADAPT[buyer.id].action,
    reasoning: buyer.coachingTips[messageCount % buyer.coachingTips.length] ?? buyer.description,
  };
}
