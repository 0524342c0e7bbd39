import type { ConnectionState } from '../call/voice-client';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

const LABELS: Record<ConnectionState, { text: string; tone: 'green' | 'yellow' | 'neutral'; dot: string }> = {
  connecting: { text: 'Connecting...', tone: 'yellow', dot: 'bg-amber-500 animate-pulse' },
  connected: { text: 'Connected', tone: 'green', dot: 'bg-green-600' },
  disconnected: { text: 'Disconnected', tone: 'neutral', dot: 'bg-stone-400' },
};

export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const l = LABELS[state];
  return (
    <Badge tone={l.tone} role="status" aria-label={`Connection: ${l.text}`} data-connection={state}>
      <span className={cn('size-2 rounded-full', l.dot)} aria-hidden />
      {l.text}
    </Badge>
  );
}
