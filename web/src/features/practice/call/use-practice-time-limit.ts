import { useEffect, useRef } from 'react';
import { practiceTimeWarning } from '@ringready/core/usage';

/** Seconds before the end of the plan's minutes at which the caller is warned. */
export const WARN_BEFORE_SECONDS = 60;
/**
 * Our own server ends its calls at the limit; the client acts this much later, so it only decides for
 * ElevenLabs calls.
 */
const CLIENT_GRACE_SECONDS = 5;

/**
 * The plan's practice minutes on the client: warns a minute before they run out and ends the call when
 * they have (ElevenLabs calls never reach our server, so nobody else can). `secondsLeft` null: unlimited.
 * `serverWarned()` tells whether the server has warned already, so the caller is not warned twice.
 */
export function usePracticeTimeLimit(
  secondsLeft: number | null,
  running: boolean,
  handlers: { onWarn: (message: string) => void; onExpire: () => void; serverWarned: () => boolean },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!running || secondsLeft === null) return;
    const timers = [
      setTimeout(
        () => {
          if (!latest.current.serverWarned())
            latest.current.onWarn(practiceTimeWarning(Math.min(secondsLeft, WARN_BEFORE_SECONDS)));
        },
        Math.max(0, secondsLeft - WARN_BEFORE_SECONDS) * 1000,
      ),
      setTimeout(() => latest.current.onExpire(), (secondsLeft + CLIENT_GRACE_SECONDS) * 1000),
    ];
    return () => timers.forEach(clearTimeout);
  }, [secondsLeft, running]);
}
