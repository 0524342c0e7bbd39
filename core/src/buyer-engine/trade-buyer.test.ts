import { describe, expect, it } from 'vitest';
import { splitSentences } from '../analysis/text-utils.ts';
import { TRADE_IDS, TRADES, type TradeId } from '../trades.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';
import { classifyTurn } from './classify-turn.ts';
import { CASTS, composePersona } from './personas.ts';
import type { Persona } from './persona-types.ts';
import { talk } from './scripted-salesperson.ts';
import { TRADE_QUESTIONS } from './trade-questions.fixture.ts';
import { TRADE_PROFILES } from './trade-topics.ts';

const SCENARIO_IDS = CASTS.map((c) => c.home.scenarioId);
const TOLD_YOU =
  /\b(?:told you|mentioned that|as i said|like i said|already answered|said that earlier|same as i said|unchanged from earlier|did you note it)\b/i;

function personaTexts(p: Persona): string[] {
  return [
    ...Object.values(p.facts).flatMap((f) => [f.value, ...f.lines]),
    ...Object.values(p.tradeFacts).flatMap((f) => [f.value, ...f.lines]),
    ...p.pains.map((x) => x.line),
    ...p.objections.flatMap((o) => [o.line, o.resolved]),
    ...p.openings,
    ...p.nudges,
    ...p.acceptances,
    p.decider,
  ];
}

describe('persona composition: scenario × trade × seed', () => {
  it('keeps the scenario (buyer type, difficulty, characters) and gives consistent facts for the trade', () => {
    for (const cast of CASTS)
      for (const trade of TRADE_IDS)
        for (const seed of [1, 2, 3]) {
          const p = composePersona(cast.home.scenarioId, trade, seed)!;
          const where = `${cast.home.scenarioId}/${trade}/${seed}`;
          expect(p.trade).toBe(trade);
          expect([p.buyerType, p.difficulty, p.name, p.partner]).toEqual([
            cast.home.buyerType,
            cast.home.difficulty,
            cast.home.name,
            cast.home.partner,
          ]);
          expect(p.facts.date).toEqual(cast.home.facts.date);
          expect(p.facts.guests).toEqual(cast.home.facts.guests);
          for (const text of personaTexts(p)) expect(text, where).not.toMatch(/[{}]/);
          for (const f of [...Object.values(p.facts), ...Object.values(p.tradeFacts)])
            for (const line of f.lines) expect(line.toLowerCase(), where).toContain(f.value.toLowerCase());
          expect(Object.keys(p.tradeFacts).length, where).toBeGreaterThanOrEqual(6);
          expect(Object.keys(p.tradeFacts).every((k) => k.startsWith(`${trade}.`))).toBe(true);
          if (trade !== cast.home.trade) {
            // the budget is for this trade, in its realistic range
            const profile = TRADE_PROFILES[trade];
            const dollars = Number(p.facts.budget.value.replace(/[$,]/g, ''));
            const scale = profile.budget.perGuest ? Number(p.facts.guests.value) : 1;
            expect(dollars, where).toBeGreaterThanOrEqual(profile.budget.min * scale - profile.budget.round);
            expect(dollars, where).toBeLessThanOrEqual(profile.budget.max * scale + profile.budget.round);
            expect(p.facts.budget.lines.join(' ')).toContain(p.facts.budget.value);
            expect(p.facts.comparison.lines.join(' ').toLowerCase()).toMatch(
              new RegExp(`${TRADES[trade].vendor.toLowerCase()}|cousin|friend`),
            );
          }
        }
  });

  it('never mentions another trade: a videographer couple says nothing about flowers or photos', () => {
    const others: Partial<Record<TradeId, RegExp>> = {
      photographer: /\bphoto/i,
      florist: /\b(?:flower|floral|bouquet)/i,
      baker: /\bcake/i,
      caterer: /\b(?:caterer|catering)\b/i,
    };
    for (const cast of CASTS)
      for (const [trade, words] of Object.entries(others) as Array<[TradeId, RegExp]>)
        for (const target of TRADE_IDS.filter((t) => t !== trade && t !== 'venue' && t !== 'planner')) {
          if (target === cast.home.trade) continue;
          const persona = composePersona(cast.home.scenarioId, target, 4)!;
          // how the couple met is their story (Sofia and Diego met at a flower stall), not what they shop for
          const story = new Set(persona.facts.couple.lines);
          const texts = personaTexts(persona).filter((t) => !story.has(t));
          for (const text of texts) expect(text, `${cast.home.scenarioId}/${target}`).not.toMatch(words);
        }
  });

  it('the same seed composes the same persona; seeds vary the open facts', () => {
    expect(composePersona('dreamer-garden-florals', 'dj', 9)).toEqual(
      composePersona('dreamer-garden-florals', 'dj', 9),
    );
    const budgets = new Set(
      Array.from(
        { length: 12 },
        (_, seed) => composePersona('boss-short-notice', 'caterer', seed)!.facts.budget.value,
      ),
    );
    expect(budgets.size).toBeGreaterThan(2);
  });

  it('without a trade the scenario keeps its own trade and hand-written facts', () => {
    const s = createConversation('dreamer-garden-florals', { seed: 3 });
    expect(s.persona.trade).toBe('florist');
    expect(s.persona.facts.budget.value).toBe('$8,000');
    expect(
      createConversation('dreamer-garden-florals', { seed: 3, trade: 'photographer' }).persona.facts.budget
        .value,
    ).not.toBe('$8,000');
    expect(() => createConversation('dreamer-garden-florals', { trade: 'plumber' as TradeId })).toThrow(
      /trade/,
    );
  });
});

describe('trade questions are answered on topic from the persona facts', () => {
  for (const trade of TRADE_IDS) {
    it(`${trade}: at least 6 topics, for all scenarios and buyer types`, () => {
      const questions = TRADE_QUESTIONS[trade];
      expect(questions.length).toBeGreaterThanOrEqual(6);
      for (const [key, question] of questions)
        expect(classifyTurn(question).tradeTopics, question).toContain(`${trade}.${key}`);
      for (const scenarioId of SCENARIO_IDS) {
        const start = createConversation(scenarioId, { seed: 21, trade });
        for (const [key, question] of questions) {
          const value = start.persona.tradeFacts[`${trade}.${key}`]!.value;
          const r = respondToSalesperson(start, question);
          expect(r.reply.toLowerCase(), `${scenarioId}: ${question} → ${r.reply}`).toContain(
            value.toLowerCase(),
          );
          expect(r.events).toContain('fact-shared');
          // the answer comes first, colour after it
          expect(splitSentences(r.reply)[0]!.toLowerCase(), r.reply).toContain(value.toLowerCase());
        }
        // in one call, every answer is still on topic and none is told twice
        const run = talk(
          start,
          questions.map(([, q]) => q),
        );
        run.replies.forEach((reply, i) => {
          const value = start.persona.tradeFacts[`${trade}.${questions[i]![0]}`]!.value;
          expect(reply.toLowerCase(), reply).toContain(value.toLowerCase());
          expect(reply).not.toMatch(TOLD_YOU);
        });
      }
    });
  }

  it('the budget and the comparison are for the trade asked about', () => {
    const s = createConversation('dreamer-garden-florals', { seed: 5, trade: 'photographer' });
    const budget = respondToSalesperson(s, 'What is your photography budget?').reply;
    expect(budget).toContain(s.persona.facts.budget.value);
    expect(budget).not.toMatch(/flower|floral/i);
    const compare = respondToSalesperson(s, 'Are you talking to other photographers?').reply;
    expect(compare).toMatch(/photographer/);
  });

  it('each buyer type voices trade answers its own way (Boss shortest, Dreamer longest)', () => {
    const words = (type: string) => {
      const replies = CASTS.filter((c) => c.home.buyerType === type).flatMap((c) =>
        TRADE_IDS.flatMap((trade) =>
          TRADE_QUESTIONS[trade].map(
            ([, q]) =>
              respondToSalesperson(createConversation(c.home.scenarioId, { seed: q, trade }), q).reply,
          ),
        ),
      );
      return replies.reduce((n, r) => n + r.split(/\s+/).length, 0) / replies.length;
    };
    const [boss, dreamer, analyzer] = [words('boss'), words('dreamer'), words('analyzer')];
    expect(boss).toBeLessThan(analyzer);
    expect(analyzer).toBeLessThan(dreamer);
  });
});
