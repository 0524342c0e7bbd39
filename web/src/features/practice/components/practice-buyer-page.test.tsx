import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { renderApp } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/mock-fetch';
import { demoUser } from '../../../test/fixtures';

function signedIn() {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  mockFetch({ 'GET /api/auth/validate': () => json(demoUser), 'GET /api/user': () => json(demoUser) });
}

describe('practice pages', () => {
  it("shows 'Buyer type not found' for an unknown id", async () => {
    signedIn();
    renderApp('/practice/wizard');
    expect(await screen.findByText('Buyer type not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to buyer types/ }).getAttribute('href')).toBe('/practice');
  });

  it('asks for a mode, then shows the coaching panel', async () => {
    signedIn();
    renderApp('/practice/relater');
    expect(await screen.findByText('Choose a practice mode to begin')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Practice with AI Coaching' }));
    expect(screen.getByRole('heading', { name: 'Live Practice Session' })).toBeTruthy();
    const frame = screen.getByTitle('Voice practice with the Relater');
    expect(frame.getAttribute('src')).toBe('/widget.html?agent=agent_ringready_relater&mode=coaching');
    expect(frame.getAttribute('allow')).toContain('microphone');
    expect(screen.getByText('7.5')).toBeTruthy();
    for (const tab of ['Discovery', 'Pain Exploration', 'Value Building', 'Process']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
  });

  it('feeds the coaching panel from the widget conversation (postMessage from the iframe only)', async () => {
    signedIn();
    renderApp('/practice/boss');
    fireEvent.click(await screen.findByRole('button', { name: 'Practice with AI Coaching' }));
    const frame = screen.getByTitle('Voice practice with the Boss') as HTMLIFrameElement;
    const messages = [
      { id: '1', text: 'Give me the bottom line.', isUser: false, timestamp: '' },
      { id: '2', text: 'Sure! How many guests? And what date?', isUser: true, timestamp: '' },
      { id: '3', text: 'What does it cost? 120 guests.', isUser: false, timestamp: '' },
    ];
    const data = {
      type: 'ringready:widget-state',
      sessionId: 's1',
      connection: 'connected',
      messages,
      startedAt: Date.now() - 65_000,
    };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: window }),
      );
    });
    const metrics = screen.getByRole('group', { name: 'Live metrics' });
    expect(within(metrics).getByText('discovery')).toBeTruthy(); // not from the iframe: ignored
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
      );
    });
    expect(within(metrics).getByText('qualifying')).toBeTruthy();
    expect(within(metrics).getByText('Questions Asked').parentElement!.textContent).toContain('1');
    expect(within(metrics).getByText('01:05')).toBeTruthy();
    expect(within(metrics).getByText(/Talk \d+%/).textContent).not.toBe('Talk 60%');
  });

  it('shows the buyer profile in basic mode', async () => {
    signedIn();
    renderApp('/practice/analyzer');
    fireEvent.click(await screen.findByRole('button', { name: 'Basic Practice Mode' }));
    expect(screen.getByText('Characteristics')).toBeTruthy();
    expect(screen.getByText('Recommended Approach')).toBeTruthy();
    expect(screen.getByText('Practice Objectives')).toBeTruthy();
  });

  it('lists the four buyer types on /practice', async () => {
    signedIn();
    renderApp('/practice');
    for (const [id, name] of [
      ['analyzer', 'Analyzer'],
      ['boss', 'Boss'],
      ['dreamer', 'Dreamer'],
      ['relater', 'Relater'],
    ]) {
      const link = await screen.findByRole('link', { name: new RegExp(`Practice with ${name}`) });
      expect(link.getAttribute('href')).toBe(`/practice/${id}`);
    }
    expect(screen.getByText('How it works')).toBeTruthy();
  });
});
