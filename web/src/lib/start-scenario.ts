/** Starting a practice session on a chosen scenario and opening the live conversation view for it. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { StartSessionResponse } from '@ringready/core/api';
import { toast } from '../components/ui/use-toast';
import { apiJson, getErrorMessage, getErrorStatus } from './api-request';
import { SESSIONS_KEY, USER_KEY } from './query-keys';

export const START_FAILED = {
  title: 'Failed to Start Session',
  description: 'There was an error starting your training session. Please try again.',
} as const;

/** /conversation with the started session's parameters: the route that shows the live session. */
export function conversationPath(started: StartSessionResponse): string {
  const params = new URLSearchParams({
    sessionId: started.sessionId,
    conversationId: started.conversationId,
    scenarioId: started.scenario.id,
    // the title as started (an assignment's trade may differ from the caller's list)
    scenarioTitle: started.scenario.title,
    buyerType: started.scenario.buyerType,
    websocketUrl: started.websocketUrl,
    ...(started.voiceId ? { voiceId: started.voiceId } : {}),
  });
  return `/conversation?${params.toString()}`;
}

/**
 * POST /api/sessions/start for a scenario (coaching mode: the live view shows the coaching panel), then
 * go to its live conversation. A refusal for the plan (403) shows the server's reason.
 */
export function useStartScenario() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [startingId, setStartingId] = useState<string | null>(null);

  /** with an assignment, the server practises the assignment's scenario in the trade it was assigned in */
  async function start(scenarioId: string, assignmentId?: string) {
    if (startingId) return;
    setStartingId(scenarioId);
    try {
      const started = await apiJson<StartSessionResponse>('POST', '/api/sessions/start', {
        scenarioId,
        mode: 'coaching',
        ...(assignmentId ? { assignmentId } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      navigate(conversationPath(started));
    } catch (error) {
      const description =
        getErrorStatus(error) === 403
          ? getErrorMessage(error, START_FAILED.description)
          : START_FAILED.description;
      toast({ variant: 'destructive', title: START_FAILED.title, description });
      setStartingId(null);
    }
  }

  return {
    start: (scenarioId: string, assignmentId?: string) => void start(scenarioId, assignmentId),
    startingId,
  };
}
