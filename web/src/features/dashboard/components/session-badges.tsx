import type { SessionSummary } from '@ringready/core/sessions';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { capitalize } from '../../../lib/utils';
import { sessionDifficulty, sessionStatusBadge } from '../stats';

const DIFFICULTY_TONES: Record<string, BadgeTone> = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'orange',
  expert: 'red',
};

export function SessionStatusBadge({ status }: { status: string }) {
  const { label, tone } = sessionStatusBadge(status);
  const dot = { green: 'bg-green-600', yellow: 'bg-amber-500', red: 'bg-red-600', neutral: 'bg-stone-400' }[
    tone
  ];
  return (
    <Badge tone={tone}>
      <span className={`size-1.5 rounded-full ${dot}`} aria-hidden />
      {label}
    </Badge>
  );
}

export function SessionTypeBadge({ type }: { type: string }) {
  return (
    <Badge tone={type === 'practice' ? 'rose' : 'purple'}>
      {type === 'practice' ? 'Practice' : 'Real Call'}
    </Badge>
  );
}

export function DifficultyBadge({ session }: { session: SessionSummary }) {
  const difficulty = sessionDifficulty(session);
  if (!difficulty) return null;
  return (
    <Badge tone={DIFFICULTY_TONES[difficulty.toLowerCase()] ?? 'outline'} className="bg-transparent">
      {capitalize(difficulty)}
    </Badge>
  );
}
