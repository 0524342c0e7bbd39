import { describe, expect, it } from 'vitest';
import { BUYER_IDS } from '../buyer-types.ts';
import type { TeamScenarioSpec } from '../team-scenarios.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation, type ConversationState } from './buyer-state.ts';
import { composeTeamPersona, concernKind, spokenDate } from './team-persona.ts';

const SPEC: TeamScenarioSpec = {
  title: 'The Dark Barn',
  buyerType: 'relater',
  trade: 'photographer',
  difficulty: 'intermediate',
  description: 'A couple getting married in a dark barn in Vermont in October; her aunt is paying.',
  couple: { names: ['Hannah', 'Owen'], alsoOnCall: { name: 'Rose', role: 'aunt' } },
  facts: {
    date: '2027-10-09',
    guests: 95,
    venue: 'Maple Hollow Barn',
    budget: 6500,
    decisionMakers: ['Hannah', 'Aunt Rose'],
    style: 'rustic and candlelit',
  },
  objections: ['The barn is dark inside, and we worry the photos will be too dark.'],
};

const ask = (state: ConversationState, text: string) => respondToSalesperson(state, text).reply;

describe('a team scenario’s buyer', () => {
  it('answers from the facts the lead wrote, for every buyer type', () => {
    for (const buyerType of BUYER_IDS) {
      const start = createConversation(composeTeamPersona('team-x', { ...SPEC, buyerType }, 3), { seed: 3 });
      expect(start.persona).toMatchObject({ buyerType, trade: 'photographer', name: 'Hannah' });
      expect(ask(start, 'How many guests are you expecting?'), buyerType).toContain('95');
      expect(ask(start, 'When is the wedding?'), buyerType).toContain('October 9, 2027');
      expect(ask(start, 'Where is the wedding taking place?'), buyerType).toContain('Maple Hollow Barn');
      expect(ask(start, 'What budget have you set aside for photography?'), buyerType).toContain('$6,500');
    }
  });

  it('makes each concern a worry to reveal, and the first of each kind an objection', () => {
    const persona = composeTeamPersona(
      'team-x',
      { ...SPEC, objections: ['Too expensive for us', 'Is the price fixed?', 'I need to think'] },
      1,
    );
    expect(persona.pains.map((p) => p.line)).toEqual([
      'Too expensive for us',
      'Is the price fixed?',
      'I need to think',
    ]);
    expect(persona.objections.map((o) => [o.kind, o.line])).toEqual([
      ['price', 'Too expensive for us'],
      ['think', 'I need to think'],
    ]);
  });

  it('reads dates and concern kinds', () => {
    expect(spokenDate('2027-01-03')).toBe('January 3, 2027');
    expect(concernKind('We got a cheaper quote from another photographer')).toBe('price');
    expect(concernKind('We are comparing two other studios')).toBe('compare');
    expect(concernKind('Are you even available that weekend?')).toBe('date');
    expect(concernKind('Aunt Rose wants to sleep on it')).toBe('think');
  });
});
