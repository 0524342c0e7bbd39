import { describe, expect, it } from 'vitest';
import { openingLine, respondToSalesperson } from './buyer-engine.ts';
import { createConversation, restoreConversation } from './buyer-state.ts';
import type { ConversationState } from './buyer-state.ts';
import { PERSONAS } from './personas.ts';
import type { FactTopic } from './persona-types.ts';
import { talk } from './scripted-salesperson.ts';

/** the scenario ids of server/src/seed/catalog-data.ts */
const SCENARIO_IDS = [
  'boss-venue-bottom-line',
  'analyzer-photographer-compare',
  'dreamer-garden-florals',
  'relater-planning-with-mom',
  'boss-short-notice',
  'analyzer-venue-contract',
  'dreamer-destination',
  'relater-think-about-it',
];

const TOPIC_QUESTIONS: Array<[FactTopic | 'worries', string]> = [
  ['date', 'When is the wedding date?'],
  ['guests', 'How many guests are you expecting?'],
  ['budget', 'What budget have you set aside for this?'],
  ['venue', 'Where is the wedding going to be?'],
  ['style', 'What style or vibe are you going for?'],
  ['decision', 'Who else is involved in making the decision?'],
  ['priorities', 'What is most important to you both?'],
  ['timeline', 'When are you hoping to decide by?'],
  ['comparison', 'Are you comparing other options at the moment?'],
  ['couple', 'How did you two meet?'],
];

describe('buyer engine: answers from facts', () => {
  it('has one persona per seeded scenario, covering all buyer types and difficulties', () => {
    expect(PERSONAS.map((p) => p.scenarioId).sort()).toEqual([...SCENARIO_IDS].sort());
    expect(new Set(PERSONAS.map((p) => p.buyerType)).size).toBe(4);
    expect(new Set(PERSONAS.map((p) => p.difficulty)).size).toBe(4);
    for (const p of PERSONAS)
      for (const fact of Object.values(p.facts))
        for (const line of fact.lines) expect(line.toLowerCase()).toContain(fact.value.toLowerCase());
  });

  for (const persona of PERSONAS) {
    it(`${persona.scenarioId}: answers each topic with its fact`, () => {
      for (const [topic, question] of TOPIC_QUESTIONS) {
        const state = createConversation(persona.scenarioId, { seed: 7 });
        const r = respondToSalesperson(state, question);
        if (topic === 'worries') continue;
        expect(r.reply.toLowerCase(), `${topic}: ${r.reply}`).toContain(
          persona.facts[topic].value.toLowerCase(),
        );
        expect(r.events).toContain('fact-shared');
      }
      const pain = respondToSalesperson(
        createConversation(persona.scenarioId, { seed: 7 }),
        'What worries you most about the day?',
      );
      expect(pain.events).toContain('reveal-pain');
      expect(pain.reply).toContain(persona.pains[0]!.line.split(' ').slice(0, 4).join(' '));
    });
  }

  it('keeps deeper pains hidden until trust is earned', () => {
    let s = createConversation('analyzer-venue-contract', { seed: 3 });
    s = respondToSalesperson(s, 'What worries you most?').state;
    const second = respondToSalesperson(s, 'What else concerns you?');
    expect(second.events).not.toContain('reveal-pain');
    expect(second.state.painsRevealed).toBe(1);
  });
});

describe('buyer engine: next step only when earned', () => {
  const pitches = [
    'We are the best venue in town and we have won many awards.',
    'Our packages start at $5,000 and include everything you need.',
    'We have over 15 years of experience and hundreds of happy couples.',
    'Shall we book you in for a tour on Saturday at 11?',
    'I can send you the contract today so we can lock in your date.',
    'Our team will deliver a premium experience, you will get the best.',
  ];
  for (const id of SCENARIO_IDS) {
    it(`${id}: a pitch-only salesperson never gets a next step in 20 turns`, () => {
      const { events } = talk(
        createConversation(id, { seed: 11 }),
        Array.from({ length: 20 }, (_, i) => pitches[i % pitches.length]!),
      );
      expect(events).not.toContain('next-step-agreed');
    });
    it(`${id}: a good discoverer gets a next step`, () => {
      const r = talk(createConversation(id, { seed: 11 }), 'discoverer');
      expect(r.events).toContain('next-step-agreed');
      // the concern voiced and answered before the yes is the revealed worry; an objection is no longer required
      expect(r.events).toContain('reveal-pain');
      expect(r.state.nextStepAgreed).toBe(true);
    });
  }

  it('a discoverer who never handles objections or proposes a concrete time does not get it', () => {
    const r = talk(createConversation('boss-short-notice', { seed: 2 }), [
      'Hi there!',
      'When is the wedding?',
      'How many guests?',
      'What worries you?',
      'Maybe we could meet sometime?',
      'Maybe we could meet sometime?',
    ]);
    expect(r.events).not.toContain('next-step-agreed');
  });
});

describe('buyer engine: difficult turns stay in character', () => {
  const OUT_OF_CHARACTER = /\b(?:ai|assistant|language model|chatbot|as an)\b/i;
  it.each(SCENARIO_IDS)('%s handles silence, nonsense, off-topic, AI probes and abuse', (id) => {
    let s: ConversationState = createConversation(id, { seed: 5 });
    for (const [text, event] of [
      ['', 'silence'],
      ['   ', 'silence'],
      ['asdfgh qwrtz xkcdq', 'nonsense'],
      ['Did you watch the football last night?', 'off-topic'],
      ['Are you an AI?', 'off-topic'],
      ['You are stupid.', 'abuse'],
    ] as const) {
      const r = respondToSalesperson(s, text);
      expect(r.events, text).toContain(event);
      expect(r.reply.length).toBeGreaterThan(0);
      expect(r.reply).not.toMatch(OUT_OF_CHARACTER);
      s = r.state;
    }
    const end = respondToSalesperson(s, 'Shut up, idiot.');
    expect(end.reply.length).toBeGreaterThan(0);
    expect(end.state.ended).toBe(true);
    expect(respondToSalesperson(end.state, 'Hello? When is the wedding?').events).not.toContain(
      'fact-shared',
    );
  });

  it('abuse lowers trust', () => {
    const s = createConversation('relater-think-about-it');
    expect(respondToSalesperson(s, 'You are an idiot').state.trust).toBeLessThan(s.trust);
  });
});

describe('buyer engine: determinism and persistence', () => {
  const turns = [
    'Hi!',
    'How did you meet?',
    'When is the date?',
    'What is important to you?',
    'What worries you?',
    'We are award winning.',
  ];
  it('same seed gives the same replies; different seeds vary the wording', () => {
    for (const id of SCENARIO_IDS) {
      const a = talk(createConversation(id, { seed: 1 }), turns).replies;
      expect(talk(createConversation(id, { seed: 1 }), turns).replies).toEqual(a);
    }
    const variants = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      variants.add(talk(createConversation('dreamer-garden-florals', { seed }), turns).replies.join('|'));
    expect(variants.size).toBeGreaterThan(5);
    const openings = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        openingLine(createConversation('boss-venue-bottom-line', { seed })),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('the state survives a JSON round trip mid-conversation', () => {
    const direct = talk(createConversation('analyzer-photographer-compare', { seed: 9 }), turns);
    const half = talk(createConversation('analyzer-photographer-compare', { seed: 9 }), turns.slice(0, 3));
    const restored = restoreConversation(JSON.stringify(half.state));
    const rest = talk(restored, turns.slice(3));
    expect([...half.replies, ...rest.replies]).toEqual(direct.replies);
    expect(rest.state).toEqual(direct.state);
    expect(() => restoreConversation('{"foo":1}')).toThrow();
  });

  it('replies are 1-3 short sentences', () => {
    for (const id of SCENARIO_IDS) {
      for (const reply of talk(createConversation(id, { seed: 4 }), 'discoverer').replies) {
        expect(reply.split(/(?<=[.?!])\s+/).length, reply).toBeLessThanOrEqual(4);
        expect(reply.split(/\s+/).length, reply).toBeLessThanOrEqual(60);
      }
    }
  });
});
