/**
 * Rule-based live coaching suggestions, grounded in what the buyer just said (POST /api/coaching/analyze
 * without an LLM, and the fallback when the LLM fails). Pure string work: well under a millisecond.
 */
import { truncateText } from '../analysis/text-utils.ts';
import { findBuyerType } from '../buyer-types.ts';
import { classifyTurn } from '../buyer-engine/classify-turn.ts';
import { MAX_SUGGESTIONS, sortSuggestions } from './suggestion-list.ts';
import type { CoachingSuggestion, SuggestionPriority } from './suggestion-list.ts';
import { computeTalkRatio, TALK_ALERT_PERCENT } from './talk-ratio.ts';
import type { RatioMessage } from './talk-ratio.ts';

export interface SuggestCoachingInput {
  buyerType: string;
  messageCount: number;
  recentMessages: readonly RatioMessage[];
  conversationContext?: string;
}

interface Rule {
  type: string;
  priority: SuggestionPriority;
  title: string;
  /** matched against the buyer's latest message */
  when: RegExp;
  action: string;
  reasoning: string;
}

const BUYER_RULES: Rule[] = [
  {
    type: 'objection',
    priority: 'high',
    title: 'Uncover the real concern',
    when: /\b(?:think (?:about it|it over)|(?:talk|talk it over|check) with|sleep on it|not sure|get back to you|let you know|need (?:some )?time|dream on it|run it by|hold off)\b/i,
    action:
      'Ask: "Totally fair. So I can help, what is the one thing you would want to feel sure about first?"',
    reasoning:
      '"We need to think about it" usually hides a specific concern: money, trust, or someone else who decides.',
  },
  {
    type: 'question',
    priority: 'high',
    title: 'Explore that worry',
    when: /\b(?:worr\w*|scared|afraid|nervous|stress\w*|concern\w*|anxious|burned|cancel\w*|late|pushy|hate|disappoint\w*|can't have that|bothers me)\b/i,
    action:
      'Reflect it back, then ask: "Tell me more, what happened, and what would make you feel safe about it this time?"',
    reasoning: 'A worry the buyer volunteers is the pain your offer must solve; explore it before you pitch.',
  },
  {
    type: 'value',
    priority: 'high',
    title: 'Build value before price',
    when: /\b(?:budget|price|cost|expensive|afford|how much|quote[ds]?|\$\s?\d|too much|a lot of money|over (?:our|the))\b/i,
    action:
      'Before naming a number, ask what matters most to them and tie your package to it; ' +
      'then give the price and stop talking.',
    reasoning: 'Price without value invites comparison on price alone.',
  },
  {
    type: 'closing',
    priority: 'high',
    title: 'Ask for the next step',
    when: /\b(?:sounds (?:good|great|perfect|lovely|amazing)|perfect|interested|love (?:that|it|this)|that works|let's do it|makes sense)\b/i,
    action:
      'Propose a concrete next step with a day and time: "Shall we hold Saturday at 11 for a walkthrough?"',
    reasoning: 'Positive signals fade fast; turn them into a date, an action and an owner.',
  },
  {
    type: 'decision-maker',
    priority: 'medium',
    title: 'Involve the decision maker',
    when: /\b(?:mum|mom|mother|dad|father|parents?|partner|fianc[eé]e?|husband|wife|family|planner|grace|arjun|linda|tom|sam|diego|casey|alicia|ryan|we decide|decide together)\b/i,
    action: 'Ask what matters most to them, and offer a next step they can join (a call or visit together).',
    reasoning:
      'Weddings often have two or three deciders; a sale made to one of them can be undone by the others.',
  },
  {
    type: 'competition',
    priority: 'medium',
    title: 'Differentiate without knocking competitors',
    when: /\b(?:other (?:photographers?|venues?|florists?|planners?|vendors?|quotes?|one)|compar\w*|spreadsheet|cheaper|the foundry|lakeside|someone else|shopping around)\b/i,
    action:
      'Ask what they liked about the others, then show one concrete difference that matters for their worry.',
    reasoning: 'Comparing buyers decide on criteria; learn theirs instead of defending yours.',
  },
  {
    type: 'date',
    priority: 'medium',
    title: 'Secure the date',
    when: /\b(?:available|availability|is (?:the|that|it) (?:date )?(?:open|free)|double book\w*|hold (?:it|the date))\b/i,
    action: 'Confirm availability plainly and offer a short courtesy hold tied to the next step.',
    reasoning: 'Date availability is urgent for couples; a hold creates a natural next step.',
  },
];

const ADAPT: Record<string, { title: string; action: string }> = {
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

/**
 * A quotation that ends the sentence: the full stop goes inside the quotes, and only when the quote has
 * no end mark of its own.
 */
function quoteAtEnd(text: string): string {
  const t = truncateText(text, 90);
  return `"${t}${/[.!?…]$/.test(t) ? '' : '.'}"`;
}

export function suggestCoaching(input: SuggestCoachingInput): CoachingSuggestion[] {
  const messages = input.recentMessages.filter((m) => m.text.trim() !== '');
  const lastBuyer = [...messages].reverse().find((m) => !m.isUser);
  const sellerMessages = messages.filter((m) => m.isUser);
  const lastSeller = sellerMessages[sellerMessages.length - 1];
  const out: CoachingSuggestion[] = [];

  if (lastBuyer) {
    for (const rule of BUYER_RULES) {
      if (!rule.when.test(lastBuyer.text)) continue;
      out.push({
        type: rule.type,
        priority: rule.priority,
        title: rule.title,
        description: `The prospect just said ${quoteAtEnd(lastBuyer.text)}`,
        action: rule.action,
        reasoning: rule.reasoning,
      });
    }
  }

  const ratio = computeTalkRatio(messages);
  const longest = Math.max(0, ...sellerMessages.map((m) => m.text.split(/\s+/).length));
  if (ratio.user > TALK_ALERT_PERCENT || longest > 80) {
    out.push({
      type: 'talk-ratio',
      priority: 'high',
      title: 'Ask an open question',
      description:
        `You have spoken ${ratio.user}% of the words recently` +
        (lastSeller ? `, ending with ${quoteAtEnd(lastSeller.text)}` : '.'),
      action: 'Stop and ask: "What matters most to you about the day?" then listen.',
      reasoning: 'Top performers talk about 43% of the time; long monologues lose the buyer.',
    });
  } else if (
    sellerMessages.length >= 2 &&
    sellerMessages.every((m) => classifyTurn(m.text).questions.length === 0)
  ) {
    out.push({
      type: 'question',
      priority: 'medium',
      title: 'Ask a discovery question',
      description:
        'Your last messages asked no questions' +
        (lastBuyer ? `; the prospect said ${quoteAtEnd(lastBuyer.text)}` : '.'),
      action: 'Ask about their worries or priorities before presenting more.',
      reasoning: 'Discovery questions uncover the pain your offer solves.',
    });
  }

  const buyer = findBuyerType(input.buyerType.toLowerCase());
  const adapt = buyer ? ADAPT[buyer.id] : undefined;
  if (buyer && adapt) {
    out.push({
      type: 'adaptation',
      priority: 'low',
      title: adapt.title,
      description: lastBuyer
        ? `${buyer.name} buyers talk like ${quoteAtEnd(lastBuyer.text)} ${buyer.description}`
        : buyer.description,
      action: adapt.action,
      reasoning: buyer.coachingTips[input.messageCount % buyer.coachingTips.length] ?? buyer.description,
    });
  }
  return sortSuggestions([...out].reverse()).slice(0, MAX_SUGGESTIONS);
}
