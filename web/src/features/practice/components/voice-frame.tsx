import type { Ref } from 'react';
import type { PracticeMode } from '@ringready/core/api';
import { cn } from '../../../lib/utils';

/** The embedded voice widget page (/widget.html?agent=ID&mode=MODE). */
export function VoiceFrame({
  agentId,
  mode,
  buyerName,
  frameRef,
}: {
  agentId: string;
  mode: PracticeMode;
  buyerName: string;
  frameRef: Ref<HTMLIFrameElement>;
}) {
  const src = `/widget.html?${new URLSearchParams({ agent: agentId, mode }).toString()}`;
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={`Voice practice with the ${buyerName}`}
      allow="microphone; autoplay"
      className={cn(
        'block h-[68dvh] min-h-[460px] w-full rounded-xl border',
        'border-stone-200 bg-white shadow-sm lg:h-[640px]',
      )}
    />
  );
}
