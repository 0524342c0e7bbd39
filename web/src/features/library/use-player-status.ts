import { useEffect, useState } from 'react';

/** The video host's player, which posts messages to the page once it runs. */
export const PLAYER_ORIGIN = 'https://player.vimeo.com';
/** A player that has said nothing this long after it was opened did not load. */
export const PLAYER_LOAD_TIMEOUT_MS = 15_000;

export type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * Whether an embedded player loaded: any message from the player's origin means it runs; no network, a
 * frame error (`failed()`) or silence for PLAYER_LOAD_TIMEOUT_MS means it did not. `attempt` restarts it.
 */
export function usePlayerStatus(active: boolean, attempt: number) {
  const [status, setStatus] = useState<PlayerStatus>('loading');
  useEffect(() => {
    if (!active) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus('failed');
      return;
    }
    setStatus('loading');
    const onMessage = (event: MessageEvent) => {
      if (event.origin === PLAYER_ORIGIN) setStatus((s) => (s === 'loading' ? 'ready' : s));
    };
    const timer = setTimeout(
      () => setStatus((s) => (s === 'loading' ? 'failed' : s)),
      PLAYER_LOAD_TIMEOUT_MS,
    );
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [active, attempt]);
  return { status, failed: () => setStatus('failed') };
}
