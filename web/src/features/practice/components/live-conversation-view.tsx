import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CircleDot, Mic, MicOff, PhoneOff, Send, Square, Volume2 } from 'lucide-react';
import type { VoiceConversation } from '../call/use-voice-conversation';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { ConnectionBadge } from './connection-badge';
import { MessageList } from './message-list';

export interface LiveConversationViewProps {
  voice: VoiceConversation;
  buyerName: string;
  title: ReactNode;
  onEnd: () => void;
  ending?: boolean;
  className?: string;
  /** shown in the empty transcript while connecting */
  loadingText?: string;
  /** extra header action (e.g. close) */
  headerAction?: ReactNode;
}

/**
 * The live conversation: connection state, record and mute toggles, the transcript, a typed input that
 * works with or without a microphone, and the end action.
 */
export function LiveConversationView({
  voice,
  buyerName,
  title,
  onEnd,
  ending = false,
  className,
  loadingText = 'Connecting to your buyer...',
  headerAction,
}: LiveConversationViewProps) {
  const [draft, setDraft] = useState('');
  const { snapshot, recording, muted, micError } = voice;
  const connected = snapshot.state === 'connected';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (voice.sendText(draft)) setDraft('');
  }

  return (
    <section
      aria-label="Live conversation"
      data-connection={snapshot.state}
      data-audio-chunks={snapshot.audioChunks}
      data-recording={recording}
      className={cn('flex min-h-0 flex-col bg-white', className)}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-stone-900">{title}</h2>
          <div className="mt-1 flex items-center gap-2 text-xs text-stone-500">
            <ConnectionBadge state={snapshot.state} />
            {recording && !muted && (
              <span className="inline-flex items-center gap-1 text-rose-700">
                <Volume2 className="size-3.5" aria-hidden /> Listening
              </span>
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant={recording ? 'secondary' : 'outline'}
            size="icon"
            aria-pressed={recording}
            aria-label={recording ? 'Stop recording' : 'Start recording'}
            title={recording ? 'Stop recording' : 'Start recording'}
            disabled={!connected}
            onClick={() => void voice.toggleRecording()}
          >
            {recording ? <Square aria-hidden /> : <CircleDot aria-hidden />}
          </Button>
          <Button
            variant={muted ? 'secondary' : 'outline'}
            size="icon"
            aria-pressed={muted}
            aria-label={muted ? 'Unmute microphone' : 'Mute microphone'}
            title={muted ? 'Unmute microphone' : 'Mute microphone'}
            onClick={voice.toggleMute}
          >
            {muted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          </Button>
          <Button variant="destructive" onClick={onEnd} disabled={ending}>
            <PhoneOff aria-hidden /> {ending ? 'Ending...' : 'End Session'}
          </Button>
          {headerAction}
        </div>
      </header>

      {micError && (
        <p role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {micError}. You can keep the conversation going by typing.
        </p>
      )}

      <MessageList
        messages={snapshot.messages}
        tentative={snapshot.tentative}
        buyerName={buyerName}
        emptyText={connected ? 'Waiting for the buyer...' : loadingText}
      />

      <form onSubmit={submit} className="flex gap-2 border-t border-stone-200 p-3">
        <label htmlFor="voice-typed-turn" className="sr-only">
          Type a message
        </label>
        <Input
          id="voice-typed-turn"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={connected ? 'Type what you would say...' : 'Waiting for the connection...'}
          autoComplete="off"
          maxLength={2000}
        />
        <Button type="submit" disabled={!connected || !draft.trim()}>
          <Send aria-hidden /> <span className="max-sm:sr-only">Send</span>
        </Button>
      </form>
    </section>
  );
}
