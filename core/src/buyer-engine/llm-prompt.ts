/**
 * Turns a buyer conversation state into chat messages for an OpenAI-compatible LLM, and checks the LLM's reply
 * so the server can fall back to the deterministic engine when the reply breaks character.
 */
import { countWords, splitSentences } from '../analysis/text-utils.ts';
import { findBuyerType } from '../buyer-types.ts';
import type { BuyerId } from '../buyer-types.ts';
import { assessReadiness } from './buyer-state.ts';
import type { ConversationState } from './buyer-state.ts';
import { TRADES } from '../trades.ts';
import type { FactTopic } from './persona-types.ts';
import { findTradeTopic } from './trade-topics.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { OUT_OF_CHARACTER_WORDS } from './character-words.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface HistoryMessage {
  text: string;
  /** true for the salesperson (the app's user) */
  isUser: boolean;
}

export const LLM_HISTORY_LIMIT = 12;
export const LLM_MAX_REPLY_WORDS = 70;
export const LLM_MAX_REPLY_SENTENCES = 4;

const STYLE: Record<BuyerId, string> = {
  boss:
    'Boss: short, direct, impatient sentences. Bottom line first. ' +
    'Ask for the price early. Decide fast once convinced.',
  dreamer:
    'Dreamer: enthusiastic, expressive and emotional. Talk about feelings, the look and the moment. Light on details.',
  analyzer:
    'Analyzer: precise and cautious. ' +
    'Ask for details, numbers, inclusions, timelines and contract terms. Compare vendors.',
  relater:
    'Relater: warm, friendly and cautious. Value trust and connection. Consult partner and family before deciding.',
};

export function buildLlmPrompt(
  state: ConversationState,
  history: HistoryMessage[],
  intent?: string,
): ChatMessage[] {
  const p = state.persona;
  const buyer = findBuyerType(p.buyerType);
  const trade = TRADES[p.trade];
  const facts = (Object.keys(p.facts) as FactTopic[]).map((k) => `- ${k}: ${p.facts[k].lines[0]}`).join('\n');
  const tradeFacts =
    Object.entries(p.tradeFacts)
      .map(([topic, fact]) => `- ${findTradeTopic(topic)?.label ?? topic}: ${fact.lines[0]}`)
      .join('\n') || '- none';
  const stated = state.stated.map((x) => findTradeTopic(x)?.label ?? x).join(', ') || 'nothing yet';
  const revealed =
    p.pains
      .slice(0, state.painsRevealed)
      .map((x) => `- ${x.line}`)
      .join('\n') || '- none yet';
  const hidden =
    p.pains
      .slice(state.painsRevealed)
      .map((x) => `- ${x.line}`)
      .join('\n') || '- none';
  const r = assessReadiness(state);
  const objections = p.objections
    .map((o) => {
      const status = state.objectionsHandled.includes(o.kind)
        ? ' (already resolved)'
        : state.objectionsRaised.includes(o.kind)
          ? ' (raised)'
          : '';
      return `- ${o.kind}: "${o.line}"${status}`;
    })
    .join('\n');
  const third = p.thirdParty ? ` ${p.thirdParty.name} (${p.thirdParty.role}) is part of the decision.` : '';
  const nextStepRule = state.nextStepAgreed
    ? 'You have already agreed a next step.'
    : r.ready
      ? 'You may agree to a concrete next step if one is proposed.'
      : 'Do NOT agree to any next step, booking or meeting yet.';
  const system = [
    `You are ${p.name}, a real person planning a wedding with ${p.partner}, ` +
      `on a first phone call with a wedding ${trade.vendor}: you are shopping for ${trade.service}.${third}`,
    `Who decides: ${p.decider}.`,
    `Buyer style (${buyer?.name ?? p.buyerType}). ${STYLE[p.buyerType]}`,
    `Facts you know (answer from these only, never invent other numbers):\n${facts}`,
    `What you want from your ${trade.vendor}:\n${tradeFacts}`,
    `Facts you have already told them in this call: ${stated}. Only these may be called "already said".`,
    `Worries you have already shared:\n${revealed}`,
    `Worries you must NOT reveal unless asked a good question about worries or problems, one at a time:\n${hidden}`,
    `Objections you may raise at plausible moments:\n${objections}`,
    `Current trust ${state.trust}/100, interest ${state.interest}/100. ${nextStepRule}`,
    intent ? `In your next reply: ${intent}.` : '',
    'Rules: answer the question asked first, then add colour in your style. ' +
      'If asked about something your facts do not cover, say honestly you have not thought about it yet and ask ' +
      'what most couples do; never invent an answer. Never repeat a sentence you already said in this call. ' +
      'Reply with 1 to 3 short spoken sentences, no lists, no stage directions, no emojis. ' +
      `Stay in character as ${p.name}; never say you are an AI, an assistant or a model. ` +
      `If the salesperson is rude or off topic, react as ${p.name} would.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const recent = history.slice(-LLM_HISTORY_LIMIT).map<ChatMessage>((m) => ({
    role: m.isUser ? 'user' : 'assistant',
    content: m.text.slice(0, 2000),
  }));
  return [{ role: 'system', content: system }, ...recent];
}

const BREAKS_CHARACTER = wordRegExp(OUT_OF_CHARACTER_WORDS, 'i');

export type LlmReplyCheck =
  { ok: true; reply: string } | { ok: false; reason: 'empty' | 'too-long' | 'out-of-character' };

/** Cleans an LLM reply (quotes, speaker labels, stage directions) and rejects one that breaks character. */
export function acceptLlmReply(text: string | null | undefined): LlmReplyCheck {
  const cleaned = String(text ?? '')
    .replace(/^\s*(?:\*\*)?[A-Z][\w ]{0,20}(?:\*\*)?:\s+/, '')
    .replace(/\*[^*]{1,60}\*|\([^)]{1,60}\)|\[[^\]]{1,60}\]/g, ' ')
    .replace(/^["“']+|["”']+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || countWords(cleaned) === 0) return { ok: false, reason: 'empty' };
  if (BREAKS_CHARACTER.test(cleaned)) return { ok: false, reason: 'out-of-character' };
  if (countWords(cleaned) > LLM_MAX_REPLY_WORDS || splitSentences(cleaned).length > LLM_MAX_REPLY_SENTENCES)
    return { ok: false, reason: 'too-long' };
  return { ok: true, reply: cleaned };
}
