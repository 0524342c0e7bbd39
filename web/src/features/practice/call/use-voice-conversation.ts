/** React state around VoiceClient + microphone + playback, shared by the widget and /conversation. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CLOSE_CODE } from '@ringready/core/voice/voice-protocol';
import { MicrophoneDeniedError, startMicCapture } from './mic-capture';
import type { MicCapture } from './mic-capture';
import { PcmPlayer } from './pcm-player';
import { VoiceClient } from './voice-client';
import type { VoiceClientOptions, VoiceSnapshot } from './voice-client';

export const MIC_DENIED_MESSAGE = 'Please allow microphone access to use voice conversation';

export interface VoiceCallbacks {
  onError?: (message: string) => void;
  onWarning?: (message: string) => void;
  onClose?: (code: number, reason: string | null) => void;
}

export interface VoiceConversation {
  snapshot: VoiceSnapshot;
  recording: boolean;
  muted: boolean;
  micError: string | null;
  connect(url: string, initiation?: VoiceClientOptions['initiation']): void;
  sendText(text: string): boolean;
  startRecording(): Promise<boolean>;
  stopRecording(): void;
  toggleRecording(): Promise<void>;
  toggleMute(): void;
  disconnect(): void;
}

const EMPTY: VoiceSnapshot = {
  state: 'disconnected',
  messages: [],
  conversationId: null,
  audioChunks: 0,
  tentative: '',
};

export function useVoiceConversation(
  callbacks: VoiceCallbacks = {},
  deps: { WebSocketImpl?: typeof WebSocket } = {},
): VoiceConversation {
  const [snapshot, setSnapshot] = useState<VoiceSnapshot>(EMPTY);
  const [recording, setRecording] = useState(false);
  const [muted, setMuted] = useState(false);
  const [micError, setMicError] = useState<string | null>(null);
  const client = useRef<VoiceClient | null>(null);
  const player = useRef<PcmPlayer | null>(null);
  const mic = useRef<MicCapture | null>(null);
  const cb = useRef(callbacks);
  cb.current = callbacks;
  const mutedRef = useRef(false);

  const stopRecording = useCallback(() => {
    mic.current?.stop();
    mic.current = null;
    setRecording(false);
  }, []);

  const disconnect = useCallback(() => {
    stopRecording();
    client.current?.close();
    client.current = null;
    player.current?.close();
    player.current = null;
  }, [stopRecording]);

  useEffect(() => disconnect, [disconnect]);

  // browsers start audio only after a user gesture: resume playback on the first one
  useEffect(() => {
    const unlock = () => player.current?.unlock();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const connect = useCallback(
    (url: string, initiation?: VoiceClientOptions['initiation']) => {
      disconnect();
      player.current = new PcmPlayer();
      player.current.unlock();
      const c = new VoiceClient({
        url,
        initiation,
        sink: player.current,
        WebSocketImpl: deps.WebSocketImpl,
        onUpdate: (s) => {
          if (client.current === c) setSnapshot(s);
        },
        onError: (m) => cb.current.onError?.(m),
        onWarning: (m) => cb.current.onWarning?.(m),
        onClose: (code, reason) => {
          if (client.current !== c) return;
          mic.current?.stop();
          mic.current = null;
          setRecording(false);
          if (code === CLOSE_CODE.buyerEnded) {
            // the buyer's goodbye plays out even when the page disconnects now
            player.current?.closeWhenPlayed();
            player.current = null;
          }
          cb.current.onClose?.(code, reason);
        },
      });
      client.current = c;
      c.connect();
    },
    [disconnect, deps.WebSocketImpl],
  );

  const startRecording = useCallback(async () => {
    if (mic.current) return true;
    player.current?.unlock();
    try {
      const capture = await startMicCapture((chunk) => client.current?.sendAudio(chunk));
      capture.setMuted(mutedRef.current);
      mic.current = capture;
      setMicError(null);
      setRecording(true);
      return true;
    } catch (err) {
      const message =
        err instanceof MicrophoneDeniedError ? MIC_DENIED_MESSAGE : 'The microphone could not be started';
      setMicError(message);
      if (err instanceof MicrophoneDeniedError) {
        try {
          window.alert(MIC_DENIED_MESSAGE);
        } catch {
          // alert unavailable (tests): the inline notice is enough
        }
      }
      return false;
    }
  }, []);

  const toggleRecording = useCallback(async () => {
    if (mic.current) stopRecording();
    else await startRecording();
  }, [startRecording, stopRecording]);

  const toggleMute = useCallback(() => {
    mutedRef.current = !mutedRef.current;
    mic.current?.setMuted(mutedRef.current);
    setMuted(mutedRef.current);
  }, []);

  const sendText = useCallback((text: string) => client.current?.sendText(text) ?? false, []);

  return {
    snapshot,
    recording,
    muted,
    micError,
    connect,
    sendText,
    startRecording,
    stopRecording,
    toggleRecording,
    toggleMute,
    disconnect,
  };
}
