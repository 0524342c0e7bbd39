/**
 * The buyer's answering rules beyond the topic: the ceremony is a story fact of every couple, a declined
 * close says when they will decide, small talk stays small talk, a run-on is answered for its first question,
 * and a long call keeps the couple's numbers and never says a sentence twice.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../analysis/text-utils.ts';
import { TRADE_IDS } from '../trades.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation, type ConversationState } from './buyer-state.ts';
import { fillNames, sentenceKey } from './buyer-voice.ts';
import { CONSULTATION_QUESTIONS } from './consultation-questions.fixture.ts';
import { CASTS } from './personas.ts';

const SCENARIO_IDS = CASTS.map((c) => c.home.scenarioId);
const says = (reply: string, value: string) => reply.toLowerCase().includes(value.toLowerCase());

describe('the kind of ceremony', () => {
  it('every couple has one, told in its own buyer type’s words, the same for every trade', () => {
    const byType = new Map<string, Set<string>>();
    for (const scenarioId of SCENARIO_IDS) {
      const values = new Set<string>();
      for (const trade of TRADE_IDS) {
        const s = createConversation(scenarioId, { seed: 5, trade });
        const r = respondToSalesperson(s, 'What sort of ceremony will it be?');
        expect(says(r.reply, s.persona.facts.ceremony.value), r.reply).toBe(true);
        expect(r.events).toContain('fact-shared');
        values.add(s.persona.facts.ceremony.value);
        const lines = byType.get(s.persona.buyerType) ?? new Set<string>();
        for (const line of s.persona.facts.ceremony.lines) lines.add(line);
        byType.set(s.persona.buyerType, lines);
      }
      expect(values.size, scenarioId).toBe(1);
    }
    // a Dreamer exclaims, a Boss keeps it short
    expect([...byType.get('dreamer')!].every((l) => l.includes('!'))).toBe(true);
    expect(
      [...byType.get('boss')!].every((l) => splitSentences(l).every((x) => x.split(' ').length <= 9)),
    ).toBe(true);
  });

  it('asked again, it is restated in other words with the same fact', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 2, trade: 'florist' });
      const a = respondToSalesperson(s, 'Is it a religious ceremony?');
      const b = respondToSalesperson(a.state, 'Sorry, who is officiating again?');
      expect(says(b.reply, s.persona.facts.ceremony.value), b.reply).toBe(true);
      expect(b.reply).not.toBe(a.reply);
    }
  });
});

describe('a close the buyer is not ready for', () => {
  it('is declined with when the couple will decide, once: a second decline does not say it again', () => {
    for (const scenarioId of SCENARIO_IDS) {
      let s: ConversationState = createConversation(scenarioId, { seed: 4, trade: 'dj' });
      const timeline = s.persona.facts.timeline.value;
      const replies: string[] = [];
      for (const text of ['Can I book you in for a call tomorrow?', 'Shall I hold the date for you?']) {
        const r = respondToSalesperson(s, text);
        expect(r.turnKind).toBe('close');
        expect(r.events).not.toContain('next-step-agreed');
        replies.push(r.reply);
        s = r.state;
      }
      expect(says(replies[0]!, timeline), replies[0]).toBe(true);
      // judged calls heard "Ten days, roughly." … "For the record, ten days, roughly." unasked
      expect(says(replies[1]!, timeline), replies[1]).toBe(false);
      expect(s.stated).toContain('timeline');
    }
  });
});

describe('small talk and run-ons', () => {
  it('small talk with a trade word gets a small-talk reply, not a fact', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 3, trade: 'venue' });
      const r = respondToSalesperson(s, 'Awful weather today, right?');
      expect(r.intent, r.reply).toMatch(/small talk/);
      expect(r.events).not.toContain('fact-shared');
    }
  });

  it('a run-on is answered for its first question, not its loosest word', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 3, trade: 'photographer' });
      const r = respondToSalesperson(s, 'How has the planning been, is it stressing you out?');
      expect(says(r.reply, s.persona.facts.progress.value), r.reply).toBe(true);
    }
  });
});

describe('a long call', () => {
  const MONTH_DAY =
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/g;
  const DOLLARS = /\$\d[\d,]*\d/g;

  it('keeps one date and budget, and never says the same sentence twice', () => {
    for (const scenarioId of SCENARIO_IDS)
      for (const trade of ['photographer', 'caterer', 'hair_makeup'] as const) {
        let s: ConversationState = createConversation(scenarioId, { seed: 9, trade });
        const { date, budget } = s.persona.facts;
        const story = [...s.persona.pains.map((p) => p.line), ...s.persona.objections.map((o) => o.line)]
          .map((l) => fillNames(l, s.persona))
          .join(' ');
        const seen = new Set<string>();
        for (const q of CONSULTATION_QUESTIONS.filter((x) => !x.trades || x.trades.includes(trade))) {
          const r = respondToSalesperson(s, q.text);
          for (const d of r.reply.match(MONTH_DAY) ?? []) expect(date.value, r.reply).toContain(d);
          // a figure is the budget, or one the couple's own story states (a lost deposit, a rival's quote)
          for (const d of r.reply.match(DOLLARS) ?? [])
            if (d !== budget.value) expect(story, r.reply).toContain(d);
          for (const sentence of splitSentences(r.reply)) {
            expect(seen.has(sentenceKey(sentence)), `"${sentence}" said twice`).toBe(false);
            seen.add(sentenceKey(sentence));
          }
          s = r.state;
        }
      }
  });

  it('a trade fact that counts people does not repeat its unit ("7 people people")', () => {
    for (const scenarioId of SCENARIO_IDS)
      for (const trade of TRADE_IDS) {
        const p = createConversation(scenarioId, { seed: 1, trade }).persona;
        for (const fact of [...Object.values(p.facts), ...Object.values(p.tradeFacts)])
          for (const line of fact.lines) expect(line).not.toMatch(/\b(\w+) \1\b/i);
      }
  });
});
