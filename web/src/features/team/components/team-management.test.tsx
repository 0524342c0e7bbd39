import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch, type Handler } from '../../../test/mock-fetch';
import { ALEX_ID, SAM_ID, assignment, managerUser, stats, team } from '../../../test/team-fixtures';

function openTeam(handlers: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetch = mockFetch({
    'GET /api/auth/validate': () => json(managerUser),
    'GET /api/user': () => json(managerUser),
    'GET /api/team': () => json(team()),
    'GET /api/team/stats': () => json(stats()),
    'GET /api/team/assignments': () => json([]),
    ...handlers,
  });
  renderApp('/team');
  const calls = (method: string, url: string) =>
    fetch.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

/** Radix Select opens from the keyboard in jsdom; an option is chosen by clicking it. */
function choose(trigger: HTMLElement, option: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('team management', () => {
  it('invites a salesperson: checks the e-mail, shows server refusals, sends e-mail and role', async () => {
    let refuse = true;
    const { calls } = openTeam({
      'POST /api/team/invitations': () =>
        refuse
          ? json({ message: 'sam@studio.com is already a member of your team.' }, 409)
          : json({ id: 'inv2', email: 'kim@studio.com', role: 'manager', expiresAt: '', createdAt: '' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite salesperson' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite salesperson' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls('POST', '/api/team/invitations')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'sam@studio.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('sam@studio.com is already a member of your team.')).toBeTruthy();

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Kim@Studio.com' } });
    choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Manager');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/invitations')[1])).toEqual({
      email: 'Kim@Studio.com',
      role: 'manager',
    });
    await waitFor(() => expect(calls('GET', '/api/team').length).toBeGreaterThan(1));
  });

  it('revokes a pending invitation', async () => {
    const { calls } = openTeam({
      'DELETE /api/team/invitations/inv1': () => new Response(null, { status: 204 }),
    });
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Revoke invitation for new@studio.com' }));
    await waitFor(() => expect(calls('DELETE', '/api/team/invitations/inv1')).toHaveLength(1));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
  });

  it('changes a role and removes a member after confirming', async () => {
    const { calls } = openTeam({
      [`PATCH /api/team/members/${SAM_ID}`]: () => json({ userId: SAM_ID, role: 'manager' }),
      [`DELETE /api/team/members/${ALEX_ID}`]: () => new Response(null, { status: 204 }),
    });
    const roster = await screen.findByRole('list', { name: 'Members' });
    choose(within(roster).getByRole('combobox', { name: 'Role of Sam Seller' }), 'Manager');
    const confirmRole = screen.getByRole('dialog', { name: 'Make Sam Seller a manager?' });
    fireEvent.click(within(confirmRole).getByRole('button', { name: 'Make manager' }));
    await waitFor(() => expect(calls('PATCH', `/api/team/members/${SAM_ID}`)).toHaveLength(1));
    expect(bodyOf(calls('PATCH', `/api/team/members/${SAM_ID}`)[0])).toEqual({ role: 'manager' });
    expect(await screen.findByText('Role changed')).toBeTruthy();

    fireEvent.click(within(roster).getByRole('button', { name: 'Remove Alex Amber' }));
    const confirmRemove = screen.getByRole('dialog', { name: 'Remove Alex Amber from Bloom Sales?' });
    fireEvent.click(within(confirmRemove).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE', `/api/team/members/${ALEX_ID}`)).toHaveLength(0);
    fireEvent.click(within(roster).getByRole('button', { name: 'Remove Alex Amber' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: /Remove Alex Amber/ })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(calls('DELETE', `/api/team/members/${ALEX_ID}`)).toHaveLength(1));
    expect(await screen.findByText('Member removed')).toBeTruthy();
  });

  it('managers see the roster read-only', async () => {
    openTeam({ 'GET /api/team': () => json(team({ role: 'manager' })) });
    const roster = await screen.findByRole('list', { name: 'Members' });
    expect(within(roster).queryByRole('combobox')).toBeNull();
    expect(within(roster).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite salesperson' })).toBeTruthy();
  });

  it('lists assignments with their status and best score', async () => {
    openTeam({
      'GET /api/team/assignments': () =>
        json([
          assignment({ id: 'a1', status: 'done', bestScore: 88 }),
          assignment({ id: 'a2', status: 'late', userName: 'Alex Amber' }),
          assignment({ id: 'a3', status: 'below_target', bestScore: 61 }),
          assignment({ id: 'a4', status: 'pending', targetScore: null }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'Assignments' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Done')).toBeTruthy();
    expect(within(items[0]!).getByText('88')).toBeTruthy();
    expect(within(items[1]!).getByText('Late')).toBeTruthy();
    expect(within(items[1]!).getByText(/Alex Amber · due/)).toBeTruthy();
    expect(within(items[2]!).getByText('Below target')).toBeTruthy();
    expect(within(items[3]!).getByText('Pending')).toBeTruthy();
    expect(within(items[3]!).queryByText(/target/)).toBeNull();
  });

  it('assigns a scenario: checks the form and sends members, scenario, due date and target', async () => {
    const { calls } = openTeam({
      'GET /api/scenarios': () =>
        json([
          { id: 'boss-1', title: 'Bottom Line Groom', buyerType: 'boss', difficulty: 'advanced' },
          { id: 'dreamer-1', title: 'Pinterest Bride', buyerType: 'dreamer', difficulty: 'beginner' },
        ]),
      'POST /api/team/assignments': () => json([assignment()]),
    });
    expect(await screen.findByText(/No assignments yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign a scenario' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a scenario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose at least one team member')).toBeTruthy();
    expect(within(dialog).getByText('Choose a scenario')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a due date')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Seller' }));
    const scenario = within(dialog).getByRole('combobox', { name: 'Scenario' });
    await waitFor(() => expect((scenario as HTMLButtonElement).disabled).toBe(false));
    choose(scenario, 'Pinterest Bride');
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2099-06-30' } });
    fireEvent.change(within(dialog).getByLabelText('Target score (optional)'), { target: { value: '75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Practice assigned')).toBeTruthy();
    expect(bodyOf(calls('POST', '/api/team/assignments')[0])).toEqual({
      userIds: [SAM_ID],
      scenarioId: 'dreamer-1',
      dueAt: new Date(2099, 5, 30, 23, 59, 59).toISOString(),
      targetScore: 75,
    });
  });
});
