import { describe, expect, it } from 'vitest';
import { draftTeamScenario } from './team-scenario-draft.ts';

describe('a team scenario drafted from a description', () => {
  it('reads the guests, month, venue, who pays and the worry of the issue’s example', () => {
    const draft = draftTeamScenario(
      'A couple getting married in a dark barn in Vermont in October, 95 guests, her aunt is paying and ' +
        'worried about the light',
      { trade: 'photographer', today: '2026-11-27' },
    );
    expect(draft).toMatchObject({
      title: 'A couple getting married in a dark barn in Vermont in October',
      buyerType: 'relater',
      trade: 'photographer',
      status: 'draft',
      objections: ["We're worried about the light."],
    });
    expect(draft.facts).toMatchObject({
      date: '2027-10-01',
      guests: 95,
      venue: 'Dark barn in Vermont',
      decisionMakers: ['The couple', 'Her aunt'],
    });
    // not said: left for the manager to fill in
    expect(draft.facts.budget).toBeNull();
  });

  it('reads a budget, a full date and a buyer type’s cues', () => {
    const draft = draftTeamScenario(
      'Busy groom wants the bottom line for a June 14, 2027 wedding at the Harbor Hotel, 150 guests, budget $12,000',
      { trade: 'venue', today: '2026-11-27' },
    );
    expect(draft.buyerType).toBe('boss');
    expect(draft.facts).toMatchObject({
      date: '2027-06-14',
      guests: 150,
      budget: 12000,
      venue: 'Harbor Hotel',
    });
  });
});
