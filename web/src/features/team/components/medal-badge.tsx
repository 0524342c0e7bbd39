import { Medal as MedalIcon } from 'lucide-react';
import { MEDAL_LABELS, type Medal } from '@ringready/core/team-paths';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<Medal, BadgeTone> = { gold: 'yellow', silver: 'neutral', bronze: 'orange' };

/** A medal (Bronze from 50, Silver from 75, Gold from 90), or a dash when none is earned yet. */
export function MedalBadge({ medal }: { medal: Medal | null }) {
  if (!medal) return <span className="text-sm text-stone-500">No medal</span>;
  return (
    <Badge tone={TONES[medal]} className="gap-1">
      <MedalIcon className="size-3.5" aria-hidden />
      {MEDAL_LABELS[medal]}
    </Badge>
  );
}
