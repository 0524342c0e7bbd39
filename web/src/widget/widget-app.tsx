import { useEffect, useRef, useState } from 'react';
import type { StartSessionResponse } from '@ringready/core/api';
import { CLOSE_CODE, CLOSE_MESSAGES } from '@ringready/core/voice/voice-protocol';
import { ConfirmDialog } from '../components/confirm-dialog';
import { toast } from '../components/ui/use-toast';
import { getErrorMessage, getErrorStatus } from '../lib/api-request';
import { getAuthToken } from '../lib/auth-token';
import { LiveConversationView } from '../features/practice/components/live-conversation-view';
import {
  endPracticeSession,
  fetchScenarios,
  SESSION_TOASTS,
  startPracticeSession,
  TOO_SHORT_CONFIRM,
  tooShortForReport,
} from '../features/practice/call/session-api';
import { useVoiceConversation } from '../features/practice/call/use-voice-conversation';
import { usePracticeTimeLimit } from '../features/practice/call/use-practice-time-limit';
import { postToParent, WIDGET_SESSION_ENDED, WIDGET_STATE } from '../features/practice/call/widget-messages';
import type { WidgetParams } from './widget-params';
import { EndedScreen, StartScreen, WidgetNotice } from './widget-screens';

type Phase = 'idle' | 'starting' | 'live' | 'ended';

/** The embeddable voice widget: start a practice session, talk or type, end it. */
export function WidgetApp({
  params,
  WebSocketImpl,
}: {
  params: WidgetParams;
  WebSocketImpl?: typeof WebSocket;
}) {
  const { buyer, mode } = params;
  const [phase, setPhase] = useState<Phase>('idle');
  const [session, setSession] = useState<StartSessionResponse | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  const [endReason, setEndReason] = useState<string | null>(null);
  const [confirmShortEnd, setConfirmShortEnd] = useState(false);
  const [endedTooShort, setEndedTooShort] = useState(false);
  const sessionRef = useRef<StartSessionResponse | null>(null);
  const serverWarned = useRef(false);

  const finish = (reason: string | null) => {
    const current = sessionRef.current;
    voice.disconnect();
    setEndReason(reason);
    setPhase('ended');
    if (current) postToParent({ type: WIDGET_SESSION_ENDED, sessionId: current.sessionId });
  };

  const voice = useVoiceConversation(
    {
      onError: (message) => toast({ variant: 'destructive', title: 'Voice error', description: message }),
      onWarning: (message) => {
        serverWarned.current = true;
        toast({ title: 'Practice time almost up', description: message });
      },
      onClose: (code, reason) => {
        // our server ended the session itself (minutes used up, idle, not live): the report follows
        if (reason && sessionRef.current) finish(reason);
        else if (code !== 1000)
          toast({
            variant: 'destructive',
            title: 'Connection lost',
            description: 'The voice connection closed. End the session to get your report.',
          });
      },
    },
    { WebSocketImpl },
  );

  const { snapshot } = voice;
  usePracticeTimeLimit(session?.practiceSecondsLeft ?? null, phase === 'live', {
    onWarn: (message) => toast({ title: 'Practice time almost up', description: message }),
    onExpire: () => void end(CLOSE_MESSAGES[CLOSE_CODE.minutesUsedUp]),
    serverWarned: () => serverWarned.current,
  });
  useEffect(() => {
    postToParent({
      type: WIDGET_STATE,
      sessionId: session?.sessionId ?? null,
      connection: snapshot.state,
      messages: snapshot.messages,
      startedAt,
    });
  }, [session, snapshot.state, snapshot.messages, startedAt]);

  if (!buyer) {
    return (
      <WidgetNotice title="Unknown voice agent">
        This practice widget needs a valid agent (for example ?agent=agent_ringready_boss).
      </WidgetNotice>
    );
  }
  if (!getAuthToken()) {
    return (
      <WidgetNotice title="Please sign in">
        <a href="/login" target="_top" className="font-medium text-rose-700 underline">
          Sign in to RingReady
        </a>{' '}
        to practise with the {buyer.name}.
      </WidgetNotice>
    );
  }

  async function start() {
    if (!buyer) return;
    setPhase('starting');
    try {
      let scenarioId = params.scenarioId;
      if (!scenarioId) {
        const scenarios = await fetchScenarios();
        scenarioId = scenarios.find((s) => s.buyerType === buyer.id)?.id ?? scenarios[0]?.id ?? null;
      }
      if (!scenarioId) throw new Error('No practice scenario is available');
      const started = await startPracticeSession(scenarioId, mode);
      sessionRef.current = started;
      serverWarned.current = false;
      setSession(started);
      setStartedAt(Date.now());
      setEndReason(null);
      setPhase('live');
      toast(SESSION_TOASTS.started);
      voice.connect(started.websocketUrl, {
        prompt: started.agentPrompt,
        language: 'en',
        voiceId: started.voiceId,
      });
      void voice.startRecording();
    } catch (err) {
      setPhase('idle');
      const description =
        getErrorStatus(err) === 403
          ? getErrorMessage(err, SESSION_TOASTS.startFailed.description)
          : SESSION_TOASTS.startFailed.description;
      toast({ variant: 'destructive', title: SESSION_TOASTS.startFailed.title, description });
    }
  }

  /** `reason`: why the app ended the call itself (the plan's minutes ran out); null when the user ended it. */
  async function end(reason: string | null = null) {
    const current = sessionRef.current;
    if (!current) return;
    setEnding(true);
    const tooShort = tooShortForReport(voice.snapshot.messages);
    try {
      // the provider's own conversation id when it announced one (ElevenLabs names its conversations)
      await endPracticeSession(current.sessionId, voice.snapshot.conversationId ?? current.conversationId);
      toast(tooShort ? SESSION_TOASTS.endedTooShort : SESSION_TOASTS.completed);
      setEndedTooShort(tooShort);
      finish(reason);
    } catch {
      toast({ variant: 'destructive', ...SESSION_TOASTS.endFailed });
    } finally {
      setEnding(false);
      setConfirmShortEnd(false);
    }
  }

  /** The user's End: a conversation too short for a report is ended only once they confirm it. */
  function requestEnd() {
    const current = sessionRef.current;
    if (current && tooShortForReport(voice.snapshot.messages)) setConfirmShortEnd(true);
    else void end();
  }

  function restart() {
    sessionRef.current = null;
    setSession(null);
    setStartedAt(null);
    setPhase('idle');
  }

  if (phase === 'ended' && session)
    return (
      <EndedScreen
        sessionId={session.sessionId}
        reason={endReason}
        tooShort={endedTooShort}
        onRestart={restart}
      />
    );
  if (phase === 'live' && session) {
    return (
      <>
        <LiveConversationView
          className="h-full"
          voice={voice}
          buyerName={`The ${buyer.name}`}
          title={session.scenario?.title ?? `Practice with the ${buyer.name}`}
          onEnd={requestEnd}
          ending={ending}
        />
        <ConfirmDialog
          request={confirmShortEnd ? { ...TOO_SHORT_CONFIRM, onConfirm: () => void end() } : null}
          busy={ending}
          onCancel={() => setConfirmShortEnd(false)}
        />
      </>
    );
  }
  return <StartScreen buyer={buyer} starting={phase === 'starting'} onStart={() => void start()} />;
}
