/**
 * The rules of a real conversation: a turn that asks two things gets both answers in the buyer type's length,
 * with the couple's own facts and no sentence said twice; a question probing a waiting objection uncovers the
 * real concern instead of being taken as handling it; the couple's own story outranks a trade topic that only
 * shares its words.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../analysis/text-utils.ts';
import { TRADE_IDS } from '../trades.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation, type ConversationState } from './buyer-state.ts';
import { sentenceKey } from './buyer-voice.ts';
import { classifyTurn } from './classify-turn.ts';
import { withObjection } from './conversation-check.ts';
import { CASTS } from './personas.ts';

const SCENARIO_IDS = CASTS.map((c) => c.home.scenarioId);
const says = (reply: string, value: string) => reply.toLowerCase().includes(value.toLowerCase());

describe('two questions in one turn', () => {
  it('reads each question clause as its own ask, a filler word before the second allowed', () => {
    const asks = (text: string) => classifyTurn(text).asks.map((a) => a.topics[0]);
    expect(asks('Where are you holding it, and roughly how many guests?')).toEqual(['venue', 'guests']);
    expect(asks("What's your date, and how many guests are you expecting?")).toEqual(['date', 'guests']);
    // an either-or tail is part of its question, not a second one
    expect(asks('Are you doing a religious ceremony, or a civil one?')).toEqual(['ceremony']);
  });

  it('answers both with the couple’s own facts; a Boss in at most three sentences', () => {
    const sentences = new Map<string, number[]>();
    for (const scenarioId of SCENARIO_IDS)
      for (const seed of [2, 8]) {
        const s = createConversation(scenarioId, { seed, trade: 'florist' });
        const r = respondToSalesperson(s, 'When is the wedding, and how many people are you inviting?');
        const { date, guests } = s.persona.facts;
        expect(says(r.reply, date.value) && says(r.reply, guests.value), r.reply).toBe(true);
        expect(r.state.stated).toEqual(expect.arrayContaining(['date', 'guests']));
        const counts = sentences.get(s.persona.buyerType) ?? [];
        counts.push(splitSentences(r.reply).length);
        sentences.set(s.persona.buyerType, counts);
      }
    expect(Math.max(...sentences.get('boss')!)).toBeLessThanOrEqual(3);
    for (const type of ['analyzer', 'relater', 'dreamer'])
      expect(Math.max(...sentences.get(type)!), type).toBeLessThanOrEqual(5);
  });

  it('in a long call of double questions, never says a sentence twice', () => {
    const turns = [
      'How did you two meet, and when is the wedding?',
      'Where is it, and how many guests?',
      'What date was it again, and how many people?',
      'Have you got a budget in mind, and who else is deciding?',
      'Sorry, where was it, and what was the budget?',
      'Any honeymoon plans, and how is the planning going?',
    ];
    for (const scenarioId of SCENARIO_IDS)
      for (const trade of TRADE_IDS) {
        let s: ConversationState = createConversation(scenarioId, { seed: 3, trade });
        const seen = new Set<string>();
        for (const text of turns) {
          const r = respondToSalesperson(s, text);
          for (const sentence of splitSentences(r.reply)) {
            const key = sentenceKey(sentence);
            expect(seen.has(key), `"${sentence}" said twice (${scenarioId}/${trade})`).toBe(false);
            seen.add(key);
          }
          s = r.state;
        }
      }
  });
});

describe('a follow-up to a waiting objection', () => {
  it('uncovers the real concern and keeps the objection open until a remedy is offered', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = withObjection(createConversation(scenarioId, { seed: 4, trade: 'caterer' }));
      const r = respondToSalesperson(s, "That's fair. What's holding you back?");
      expect(r.turnKind).toBe('objection-handling');
      expect(r.events, r.reply).not.toContain('objection-handled');
      expect(r.state.pendingObjection).toBe(s.pendingObjection);
      const decision = s.persona.facts.decision.value;
      const budget = s.persona.facts.budget.value;
      const real = r.events.includes('reveal-pain') || says(r.reply, decision) || says(r.reply, budget);
      expect(real, r.reply).toBe(true);
      const fixed = respondToSalesperson(
        r.state,
        'That makes sense. We can put everything in writing and spread the payments.',
      );
      expect(fixed.events).toContain('objection-handled');
      expect(fixed.state.pendingObjection).toBeNull();
    }
  });

  it('a question about their priorities in deciding is answered with their priorities', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = withObjection(createConversation(scenarioId, { seed: 6, trade: 'dj' }));
      const r = respondToSalesperson(s, 'Of course. What matters most to you in deciding?');
      expect(says(r.reply, s.persona.facts.priorities.value), r.reply).toBe(true);
      expect(r.events).not.toContain('objection-handled');
    }
  });

  it('a bare close does not count as handling it', () => {
    const s = withObjection(createConversation('relater-think-about-it', { seed: 1, trade: 'venue' }));
    const r = respondToSalesperson(s, 'Would you be happy to put down a deposit today?');
    expect(r.events).not.toContain('objection-handled');
    expect(r.events).not.toContain('next-step-agreed');
  });
});

describe('the most specific topic for the trade', () => {
  it('the kind of ceremony outranks a trade topic that only shares its word; the trade’s own ask still wins', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 5, trade: 'dj' });
      const who = respondToSalesperson(s, "Who's the officiant?");
      expect(says(who.reply, s.persona.facts.ceremony.value), who.reply).toBe(true);
      const mic = respondToSalesperson(s, 'Will the officiant need a mic for the vows?');
      expect(says(mic.reply, s.persona.tradeFacts['dj.ceremony']!.value), mic.reply).toBe(true);
    }
  });
});
