import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Scenario } from '@ringready/core/api';
import { X } from 'lucide-react';
import { findBuyerType, DEFAULT_BUYER_ID } from '@ringready/core/buyer-types';
import { CLOSE_CODE } from '@ringready/core/voice/voice-protocol';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { SCENARIOS_KEY, SESSIONS_KEY, USER_KEY } from '../../../lib/query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  endPracticeSession,
  SESSION_TOASTS,
  TOO_SHORT_CONFIRM,
  tooShortForReport,
} from '../call/session-api';
import { useVoiceConversation } from '../call/use-voice-conversation';
import type { WidgetConversation } from '../use-widget-conversation';
import { CallEndedNotice } from './call-ended-notice';
import { CoachingPanel } from './coaching-panel';
import { LiveConversationView } from './live-conversation-view';

export interface LiveConversationParams {
  sessionId: string;
  conversationId: string;
  scenarioId: string;
  /** the title the session started with (an assigned scenario's, in the trade it was assigned in) */
  scenarioTitle?: string | null;
  buyerType: string | null;
  websocketUrl: string | null;
  /** the buyer's ElevenLabs voice, when ElevenLabs runs the conversation */
  voiceId?: string | null;
}

/** Until the scenario is known (or when the catalog has no such id): a placeholder title; the prompt stays generic. */
export const PLACEHOLDER_SCENARIO_TITLE = 'Wedding consultation practice';
export const GENERIC_PROMPT =
  'You are a couple planning a wedding, talking to a wedding professional about their services.';

/** The live conversation view opened from a started session's parameters. */
export function LiveConversationPage({ params }: { params: LiveConversationParams }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buyer =
    findBuyerType((params.buyerType ?? DEFAULT_BUYER_ID).toLowerCase()) ?? findBuyerType(DEFAULT_BUYER_ID)!;
  const scenarios = useQuery<Scenario[]>({ queryKey: SCENARIOS_KEY });
  const scenarioTitle =
    params.scenarioTitle ||
    (scenarios.data?.find((s) => s.id === params.scenarioId)?.title ?? PLACEHOLDER_SCENARIO_TITLE);
  const [ending, setEnding] = useState(false);
  const [confirmShortEnd, setConfirmShortEnd] = useState(false);
  /** why the server ended the call itself (the buyer hung up, the minutes ran out, idle) */
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const voice = useVoiceConversation({
    onError: (message) => toast({ variant: 'destructive', title: 'Voice error', description: message }),
    onWarning: (message) => toast({ title: 'Practice time almost up', description: message }),
    onClose: (code, reason) => {
      if (!reason) return;
      if (code === CLOSE_CODE.replaced || code === CLOSE_CODE.notLive)
        return toast({ title: 'Conversation ended', description: reason });
      setEndedBecause(reason);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
  const { connect, disconnect } = voice;
  const { state, messages } = voice.snapshot;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  useEffect(() => {
    if (state === 'connected') setStartedAt((t) => t ?? Date.now());
  }, [state]);
  // the coaching panel reads the same conversation the practice page's widget reports
  const live = useMemo<WidgetConversation>(
    () => ({
      sessionId: params.sessionId,
      connection: state,
      messages,
      startedAt,
      endedSessionId: ending ? params.sessionId : null,
    }),
    [params.sessionId, state, messages, startedAt, ending],
  );

  useEffect(() => {
    const voiceId = params.voiceId ?? undefined;
    connect(params.websocketUrl ?? '', { prompt: GENERIC_PROMPT, language: 'en', voiceId });
    return disconnect;
  }, [connect, disconnect, params.websocketUrl, params.voiceId]);

  async function end() {
    setEnding(true);
    // a conversation too short for a report gets none: the toast never promises one
    const tooShort = tooShortForReport(voice.snapshot.messages);
    try {
      await endPracticeSession(params.sessionId, voice.snapshot.conversationId ?? params.conversationId);
      disconnect();
      setConfirmShortEnd(false);
      toast(tooShort ? SESSION_TOASTS.endedTooShort : SESSION_TOASTS.completed);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      navigate('/');
    } catch {
      toast({ variant: 'destructive', ...SESSION_TOASTS.endFailed });
      setEnding(false);
      setConfirmShortEnd(false);
    }
  }

  /** The user's End: a conversation too short for a report is ended only once they confirm it. */
  function requestEnd() {
    if (tooShortForReport(voice.snapshot.messages)) setConfirmShortEnd(true);
    else void end();
  }

  function close() {
    disconnect();
    navigate('/');
  }

  return (
    <PageContainer className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {endedBecause ? (
        <CallEndedNotice sessionId={params.sessionId} reason={endedBecause} />
      ) : (
        <LiveConversationView
          className="h-[calc(100dvh-10rem)] min-h-[460px] overflow-hidden rounded-xl border border-stone-200 shadow-sm"
          voice={voice}
          buyerName={`The ${buyer.name}`}
          title={`${scenarioTitle} with the ${buyer.name}`}
          onEnd={requestEnd}
          ending={ending}
          loadingText="Loading conversation..."
          headerAction={
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close conversation"
              title="Close conversation"
              onClick={close}
            >
              <X aria-hidden />
            </Button>
          }
        />
      )}
      <aside aria-label="Live coaching">
        <CoachingPanel buyer={buyer} live={live} />
      </aside>
      <ConfirmDialog
        request={confirmShortEnd ? { ...TOO_SHORT_CONFIRM, onConfirm: () => void end() } : null}
        busy={ending}
        onCancel={() => setConfirmShortEnd(false)}
      />
    </PageContainer>
  );
}
