import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamScenario } from '@ringready/core/team-scenarios';
import type { TeamScorecard } from '@ringready/core/team-scorecards';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { managerUser, stats, team } from '../../../test/team-fixtures';

configure({ asyncUtilTimeout: 5000 });

const SCENARIO: TeamScenario = {
  id: 'team-1',
  title: '<b>The Dark Barn</b>',
  buyerType: 'relater',
  trade: 'photographer',
  difficulty: 'intermediate',
  description: 'A dark barn in Vermont.',
  facts: {
    date: '2027-10-09',
    guests: 95,
    venue: 'Maple Hollow Barn',
    budget: 6500,
    decisionMakers: ['Hannah'],
  },
  objections: [],
  status: 'draft',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const card = (id: string, active: boolean): TeamScorecard => ({
  id,
  name: `Card ${id}`,
  passMark: 70,
  checks: [{ label: 'Budget', kind: 'asks_about', topic: 'budget', weight: 1 }],
  active,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function openTeam(handlers: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(managerUser),
    'GET /api/user': () => json(managerUser),
    'GET /api/team': () => json(team()),
    'GET /api/team/stats': () => json(stats()),
    'GET /api/team/assignments': () => json([]),
    'GET /api/team/scenarios': () => json([SCENARIO]),
    'GET /api/team/scorecards': () => json([card('a', true), card('b', false)]),
    ...handlers,
  });
  renderApp('/team');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { calls };
}
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('team programs', () => {
  it('lists the team’s scenarios as text and publishes a draft', async () => {
    const { calls } = openTeam({
      'PATCH /api/team/scenarios/team-1': () => json({ ...SCENARIO, status: 'published' }),
    });
    const list = await screen.findByRole('list', { name: 'Team scenarios' });
    expect(within(list).getByText('<b>The Dark Barn</b>')).toBeTruthy();
    expect(within(list).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Publish: <b>The Dark Barn</b>' }));
    await waitFor(() => expect(calls('PATCH', '/api/team/scenarios/team-1')).toHaveLength(1));
    expect(bodyOf(calls('PATCH', '/api/team/scenarios/team-1')[0])).toEqual({ status: 'published' });
  });

  it('writes a scenario: sends the facts and concerns, shows the server’s refusal', async () => {
    const { calls } = openTeam({
      'POST /api/team/scenarios': () => json({ message: 'The wedding date must be in the future.' }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New scenario' }));
    const dialog = screen.getByRole('dialog', { name: 'New team scenario' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Title', 'The Dark Barn');
    type('Description', 'A dark barn in Vermont.');
    type('The couple (e.g. Hannah and Owen)', 'Hannah and Owen');
    type('Wedding date', '2020-10-09');
    type('Guests', '95');
    type('Venue', 'Maple Hollow Barn');
    type('Budget ($)', '6500');
    type('Who decides (comma-separated)', 'Hannah, Aunt Rose');
    type('Concerns they raise (one per line)', 'Too dark?\nToo dear?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(await within(dialog).findByText('The wedding date must be in the future.')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/scenarios')[0])).toEqual({
      title: 'The Dark Barn',
      buyerType: 'relater',
      trade: 'photographer',
      difficulty: 'intermediate',
      description: 'A dark barn in Vermont.',
      couple: { names: ['Hannah', 'Owen'] },
      facts: {
        date: '2020-10-09',
        guests: 95,
        venue: 'Maple Hollow Barn',
        budget: 6500,
        decisionMakers: ['Hannah', 'Aunt Rose'],
      },
      objections: ['Too dark?', 'Too dear?'],
      status: 'draft',
    });
  });

  it('fills the form from a plain description, every field still editable', async () => {
    const { calls } = openTeam({
      'POST /api/team/scenarios/draft': () =>
        json({
          title: 'A couple getting married in a dark barn in Vermont in October',
          buyerType: 'relater',
          trade: 'photographer',
          difficulty: 'intermediate',
          description: 'A couple getting married in a dark barn…',
          facts: {
            date: '2027-10-01',
            guests: 95,
            venue: 'Dark barn in Vermont',
            budget: null,
            decisionMakers: ['The couple', 'Her aunt'],
          },
          objections: ["We're worried about the light."],
          status: 'draft',
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New scenario' }));
    const dialog = screen.getByRole('dialog', { name: 'New team scenario' });
    fireEvent.change(within(dialog).getByLabelText('Start from a description (optional)'), {
      target: { value: 'A couple getting married in a dark barn…' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill the form' }));
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Guests').value).toBe('95'));
    expect(bodyOf(calls('POST', '/api/team/scenarios/draft')[0])).toEqual({
      description: 'A couple getting married in a dark barn…',
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Venue').value).toBe('Dark barn in Vermont');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Budget ($)').value).toBe('');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Wedding date').value).toBe('2027-10-01');
    expect(
      within(dialog).getByLabelText<HTMLTextAreaElement>('Concerns they raise (one per line)').value,
    ).toBe("We're worried about the light.");
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '120' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Guests').value).toBe('120');
  });

  it('marks the active scorecard, makes another active and writes a new one', async () => {
    const { calls } = openTeam({
      'PATCH /api/team/scorecards/b': () => json(card('b', true)),
      'POST /api/team/scorecards': () => json(card('c', true), 201),
    });
    const list = await screen.findByRole('list', { name: 'Scorecards' });
    expect(within(list).getByText('Active')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Make active: Card b' }));
    await waitFor(() => expect(calls('PATCH', '/api/team/scorecards/b')).toHaveLength(1));
    expect(bodyOf(calls('PATCH', '/api/team/scorecards/b')[0])).toEqual({ active: true });

    fireEvent.click(screen.getByRole('button', { name: 'New scorecard' }));
    const dialog = screen.getByRole('dialog', { name: 'New scorecard' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Barn calls' } });
    const first = within(dialog).getByRole('group', { name: 'Check 1' });
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Asks the budget' } });
    fireEvent.change(within(first).getByLabelText('Topic'), { target: { value: 'budget' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a check' }));
    const second = within(dialog).getByRole('group', { name: 'Check 2' });
    fireEvent.keyDown(within(second).getByRole('combobox', { name: 'Kind' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'Avoids' }));
    fireEvent.change(within(second).getByLabelText('Label'), { target: { value: 'No pressure' } });
    fireEvent.change(within(second).getByLabelText('Phrase'), { target: { value: 'pressure' } });
    fireEvent.change(within(second).getByLabelText('Weight'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save scorecard' }));
    expect(await screen.findByText('Scorecard saved and active')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/scorecards')[0])).toEqual({
      name: 'Barn calls',
      passMark: 70,
      checks: [
        { label: 'Asks the budget', kind: 'asks_about', topic: 'budget', weight: 1 },
        { label: 'No pressure', kind: 'avoids', phrase: 'pressure', weight: 3 },
      ],
    });
  });
});
