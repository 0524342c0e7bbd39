import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { conversationTranscript } from '@ringready/core/analysis/judge-conversation';
import { findBuyerType } from '@ringready/core/buyer-types';
import type { ConversationMessage } from '../call/voice-client';
import { IDLE_CONVERSATION } from '../use-widget-conversation';
import { CoachingPanel } from './coaching-panel';

const boss = findBuyerType('boss')!;

const PITCH: Array<[boolean, string]> = [
  [false, 'Hi, we are looking for a venue for next June.'],
  [
    true,
    'Great, so we are the best venue in town, we have won every award there is, our ballroom seats three ' +
      'hundred people and our price starts at twelve thousand dollars with everything included.',
  ],
  [false, 'Okay.'],
  [
    true,
    'We also have a garden terrace, a bridal suite, valet parking, a full kitchen and our own coordinator, ' +
      'who has done more than five hundred weddings in the last ten years.',
  ],
  [false, 'Right.'],
];

function messages(lines: Array<[boolean, string]>): ConversationMessage[] {
  return lines.map(([isUser, text], i) => ({
    id: String(i),
    isUser,
    text,
    timestamp: new Date(Date.UTC(2026, 4, 1, 10) + i * 15_000).toISOString(),
  }));
}

function renderPanel(lines: Array<[boolean, string]>, endedSessionId: string | null = null) {
  const live = {
    ...IDLE_CONVERSATION,
    sessionId: 's1',
    connection: 'connected' as const,
    startedAt: Date.now() - 60_000,
    messages: messages(lines),
    endedSessionId,
  };
  render(<CoachingPanel buyer={boss} live={live} />);
  return within(screen.getByRole('group', { name: 'Live metrics' }));
}

const scoreOf = (panel: ReturnType<typeof renderPanel>) =>
  panel.getByText('Live Score').parentElement!.querySelector('[data-color]')!;

describe('CoachingPanel', () => {
  it('starts at 7.5 (yellow), in discovery, at 60/40', () => {
    render(<CoachingPanel buyer={boss} />);
    const panel = within(screen.getByRole('group', { name: 'Live metrics' }));
    expect(panel.getByText('7.5').getAttribute('data-color')).toBe('yellow');
    expect(panel.getByText('discovery')).toBeTruthy();
    expect(panel.getByText('Talk 60%')).toBeTruthy();
    expect(panel.queryByRole('alert')).toBeNull();
  });

  it('judges a pitching monologue like the report: red, qualifying on price talk, talk alert', () => {
    const panel = renderPanel(PITCH);
    const score = scoreOf(panel);
    expect(score.getAttribute('data-color')).toBe('red');
    expect(Number(score.textContent)).toBeLessThan(6);
    expect(panel.getByText('qualifying')).toBeTruthy(); // the price was named, and nothing has moved on since
    const talk = Number(panel.getByText(/^Talk \d+%$/).textContent!.match(/\d+/)![0]);
    expect(talk).toBeGreaterThan(80);
    expect(panel.getByRole('alert').textContent!.trim()).toBe(
      `You are talking ${talk}% of the time. Ask a question and listen.`,
    );
  });

  it("shows the report's own overall score once the session has ended", () => {
    const lines: Array<[boolean, string]> = [...PITCH, [true, 'So, do you want to book?'], [false, 'No.']];
    const turns = messages(lines).map((m) => ({
      isUser: m.isUser,
      text: m.text,
      at: Date.parse(m.timestamp),
    }));
    const parsed = conversationTranscript(turns, { you: 'Sam', buyer: 'Boss' });
    const report = analyzeTranscript(parsed, { salespersonSpeakers: ['Sam'] });
    const panel = renderPanel(lines, 's1');
    expect(scoreOf(panel).textContent).toBe((report.overallScore / 10).toFixed(1));
  });
});
