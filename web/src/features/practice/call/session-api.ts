/** Practice session calls used by the voice widget and the live conversation page: scenarios, start and end. */
import type { PracticeMode, Scenario, Session, StartSessionResponse } from '@ringready/core/api';
import { MIN_PRACTICE_TURNS } from '@ringready/core/sessions';
import { apiJson } from '../../../lib/api-request';

export function fetchScenarios(): Promise<Scenario[]> {
  return apiJson<Scenario[]>('GET', '/api/scenarios');
}

export function startPracticeSession(scenarioId: string, mode: PracticeMode): Promise<StartSessionResponse> {
  return apiJson<StartSessionResponse>('POST', '/api/sessions/start', { scenarioId, mode });
}

/** `conversationId`: the provider's own id when it announced one (ElevenLabs names its conversations). */
export function endPracticeSession(sessionId: string, conversationId: string): Promise<Session> {
  return apiJson<Session>('POST', `/api/sessions/${encodeURIComponent(sessionId)}/end`, { conversationId });
}

/** Whether a conversation is still too short for a report: ended now, it gets none. */
export function tooShortForReport(messages: ReadonlyArray<{ isUser: boolean }>): boolean {
  return messages.filter((m) => m.isUser).length < MIN_PRACTICE_TURNS;
}

/** Asked before ending a conversation that is too short for a report. */
export const TOO_SHORT_CONFIRM = {
  title: 'End without a report?',
  description:
    `A report needs at least ${MIN_PRACTICE_TURNS} turns of yours in the conversation. ` +
    'Keep practising for a few exchanges, or end now without a report.',
  confirmLabel: 'End without a report',
  cancelLabel: 'Keep practising',
} as const;

/** The toasts around a practice session: start failed, started, end failed, completed. */
export const SESSION_TOASTS = {
  startFailed: {
    title: 'Failed to Start Session',
    description: 'There was an error starting your training session. Please try again.',
  },
  started: { title: 'Session Started', description: 'Your AI training session has begun. Good luck!' },
  endFailed: {
    title: 'Failed to End Session',
    description: 'There was an error ending your session. Please try again.',
  },
  completed: {
    title: 'Session Completed',
    description: 'Your training session has been completed. Report is being generated...',
  },
  /** ended before it was long enough for a report: none is promised */
  endedTooShort: {
    title: 'Session Ended',
    description: 'The conversation was too short for a report. Practise for a few exchanges next time.',
  },
} as const;
