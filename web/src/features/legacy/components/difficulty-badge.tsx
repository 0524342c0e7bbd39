import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { capitalize } from '../../../lib/utils';

const TONES: Record<string, BadgeTone> = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'orange',
  expert: 'red',
};

export function DifficultyBadge({ difficulty }: { difficulty: string | null | undefined }) {
  if (!difficulty) return null;
  return <Badge tone={TONES[difficulty.toLowerCase()] ?? 'outline'}>{capitalize(difficulty)}</Badge>;
}
