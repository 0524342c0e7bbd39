import { describe, expect, it } from 'vitest';
import { splitSentences } from '../analysis/text-utils.ts';
import { TRADE_IDS, TRADES, type TradeId } from '../trades.ts';
import { openingLine, respondToSalesperson } from './buyer-engine.ts';
import { createConversation, restoreConversation, type ConversationState } from './buyer-state.ts';
import { sentenceKey } from './buyer-voice.ts';
import { CASTS } from './personas.ts';
import { DISCOVERER_CLOSE, DISCOVERER_HANDLING, DISCOVERER_OPENING, talk } from './scripted-salesperson.ts';
import { TRADE_QUESTIONS } from './trade-questions.fixture.ts';

const SCENARIO_IDS = CASTS.map((c) => c.home.scenarioId);
const TOLD_YOU =
  /\b(?:told you|mentioned that|as i said|like i said|already answered|said that earlier|same as i said|unchanged from earlier|did you note it)\b/i;

/** A long mixed call: discovery, trade questions, repeated questions, pitches, an off-script question, closes. */
function mixedScript(trade: TradeId, seed: number): string[] {
  const tq = TRADE_QUESTIONS[trade].map(([, q]) => q);
  const rotate = <T>(xs: T[], n: number) => [...xs.slice(n % xs.length), ...xs.slice(0, n % xs.length)];
  return [
    ...DISCOVERER_OPENING.slice(0, 4),
    ...rotate(tq, seed).slice(0, 4),
    'When is the wedding date?',
    'How many guests are you expecting?',
    rotate(tq, seed)[0]!,
    'Do you want a sparkler exit at the end of the night?',
    'We have won awards and our packages include everything.',
    'We have over 15 years of experience and hundreds of happy couples.',
    'What budget have you set aside for this?',
    'What budget have you set aside for this?',
    ...DISCOVERER_OPENING.slice(4),
    rotate(tq, seed)[1]!,
    'Hmm.',
    'Is there anything else?',
    DISCOVERER_CLOSE,
    DISCOVERER_HANDLING,
    DISCOVERER_CLOSE,
    DISCOVERER_HANDLING,
    DISCOVERER_CLOSE,
  ];
}

describe('trust, objections and the earned next step, for every trade', () => {
  const pitches = [
    'We are the best in town and we have won many awards.',
    'Our packages start at $5,000 and include everything you need.',
    'Shall we book you in for a consultation on Saturday at 11?',
  ];
  it('a good discoverer earns the next step with every scenario and trade; a pitcher never does', () => {
    for (const scenarioId of SCENARIO_IDS)
      for (const trade of TRADE_IDS) {
        const good = talk(createConversation(scenarioId, { seed: 11, trade }), 'discoverer');
        // a yes follows a concern voiced and answered: a worry revealed and reflected, or an objection handled
        expect(
          good.events.some((e) => e === 'objection' || e === 'reveal-pain'),
          `${scenarioId}/${trade}`,
        ).toBe(true);
        expect(good.state.nextStepAgreed, `${scenarioId}/${trade}`).toBe(true);
        const pitch = talk(
          createConversation(scenarioId, { seed: 11, trade }),
          Array.from({ length: 15 }, (_, i) => pitches[i % pitches.length]!),
        );
        expect(pitch.events, `${scenarioId}/${trade}`).not.toContain('next-step-agreed');
      }
  });
});

describe('a buyer with a memory', () => {
  const calls = Array.from({ length: 40 }, (_, i) => ({
    scenarioId: SCENARIO_IDS[i % SCENARIO_IDS.length]!,
    trade: TRADE_IDS[(i * 3) % TRADE_IDS.length]!,
    seed: 1000 + i,
  }));

  function play(call: (typeof calls)[number]) {
    let state: ConversationState = createConversation(call.scenarioId, {
      seed: call.seed,
      trade: call.trade,
    });
    const lines = [openingLine(state)];
    const turns: Array<{ before: ConversationState; reply: string; after: ConversationState }> = [];
    for (const text of mixedScript(call.trade, call.seed)) {
      if (state.nextStepAgreed || state.ended) break;
      const r = respondToSalesperson(state, text);
      turns.push({ before: state, reply: r.reply, after: r.state });
      lines.push(r.reply);
      state = r.state;
    }
    return { lines, turns, state };
  }

  it('never repeats a sentence within a call, across 40 calls of all scenarios and trades', () => {
    let sentences = 0;
    for (const call of calls) {
      const { lines } = play(call);
      const seen = new Map<string, string>();
      for (const line of lines)
        for (const sentence of splitSentences(line)) {
          const key = sentenceKey(sentence);
          expect(seen.has(key), `${call.scenarioId}/${call.trade}/${call.seed}: "${sentence}" repeated`).toBe(
            false,
          );
          seen.set(key, line);
          sentences += 1;
        }
    }
    expect(sentences).toBeGreaterThan(40 * 20);
  });

  // judged calls heard "I told you that already" about facts never told, and about a deeper question on one
  it('says a fact again as itself, never "I told you" or "already answered"', () => {
    let again = 0;
    for (const call of calls)
      for (const { before, reply, after } of play(call).turns) {
        expect(reply, `${call.scenarioId}/${call.trade}`).not.toMatch(TOLD_YOU);
        const topic = after.lastTopic;
        if (topic && topic !== 'worries' && before.stated.includes(topic)) again += 1;
      }
    expect(again).toBeGreaterThan(0);
  });

  it('a first answer never claims to have said it before', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 8, trade: 'caterer' });
      const r = talk(s, [
        'What budget have you set aside?',
        'What kind of menu are you imagining?',
        'Any dietary needs?',
      ]);
      for (const reply of r.replies) expect(reply).not.toMatch(TOLD_YOU);
    }
  });

  it('answers a question outside its facts in character, asking what most couples do', () => {
    const HONEST =
      /haven't|not sure|no idea|don't know|not decided|have not|isn't in|no data|crossed my mind|got that far|don't have/i;
    for (const scenarioId of SCENARIO_IDS)
      for (const trade of TRADE_IDS) {
        const s = createConversation(scenarioId, { seed: 2, trade });
        const r = respondToSalesperson(s, 'Do you want a sparkler exit at the end of the night?');
        expect(r.events).not.toContain('fact-shared');
        expect(r.reply, r.reply).toMatch(/\?$/);
        expect(r.reply, r.reply).toMatch(HONEST);
        expect(r.reply).not.toMatch(TOLD_YOU);
      }
  });

  it("a question about another trade's details is answered honestly or steered back, never with facts", () => {
    for (const scenarioId of SCENARIO_IDS)
      for (const [trade, question] of [
        ['photographer', 'Do you want a sparkler exit at the end of the night?'],
        ['florist', 'Would you like drone footage?'],
        ['dj', 'What cake flavours do you love?'],
        ['caterer', 'How many hours of coverage are you thinking?'],
        ['venue', 'Are you doing a first look?'],
      ] as const) {
        const s = createConversation(scenarioId, { seed: 2, trade });
        const r = respondToSalesperson(s, question);
        expect(r.events).not.toContain('fact-shared');
        const honest =
          /haven't|not sure|no idea|don't know|not decided|have not|isn't in|no data|crossed my mind|got that far/i;
        expect(honest.test(r.reply) || r.reply.includes(TRADES[trade].service), r.reply).toBe(true);
        for (const fact of [...Object.values(s.persona.facts), ...Object.values(s.persona.tradeFacts)])
          expect(r.reply).not.toContain(fact.lines[0]!);
      }
  });

  it("a question about another trade is not answered with this trade's facts", () => {
    const s = createConversation('dreamer-garden-florals', { seed: 1 });
    const r = respondToSalesperson(s, 'What is your photography budget?');
    expect(r.reply).not.toContain('$8,000');
    expect(r.reply).toMatch(/flowers/);
  });

  it('same seed, same call; the state survives a JSON round trip', () => {
    for (const call of calls.slice(0, 10)) {
      expect(play(call).lines).toEqual(play(call).lines);
      const { turns } = play(call);
      const mid = turns[Math.floor(turns.length / 2)]!.after;
      const restored = restoreConversation(JSON.stringify(mid));
      expect(respondToSalesperson(restored, 'What worries you?')).toEqual(
        respondToSalesperson(mid, 'What worries you?'),
      );
    }
  });

  it('restores a state stored before trades, and refuses anything else', () => {
    const current = respondToSalesperson(
      createConversation('boss-short-notice', { seed: 4 }),
      'When is the date?',
    ).state;
    const { trade, tradeFacts: _facts, ...persona } = current.persona;
    const { stated: _stated, said: _said, ...rest } = current;
    const old = { ...rest, version: 1, persona: { ...persona, vendorKind: trade } };
    const restored = restoreConversation(JSON.stringify(old));
    expect(restored.version).toBe(3);
    expect(restored.persona.trade).toBe('photographer');
    expect(restored.stated).toEqual(['date']);
    const again = respondToSalesperson(restored, 'How many hours of coverage do you need?');
    expect(again.reply.length).toBeGreaterThan(0);
    expect(again.reply).not.toMatch(TOLD_YOU);
    for (const bad of ['{"foo":1}', 'not json', null, 42, { ...old, version: 3 }, { ...current, said: 'x' }])
      expect(() => restoreConversation(bad), JSON.stringify(bad)).toThrow('Not a buyer conversation state');
  });
});
