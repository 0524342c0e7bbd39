import { useEffect, useRef, useState } from 'react';
import { Clock, Play, TriangleAlert } from 'lucide-react';
import type { Video } from '@ringready/core/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { vimeoEmbedUrl } from '../api';
import { usePlayerStatus } from '../use-player-status';
import { cn } from '../../../lib/utils';

const GRADIENTS = [
  'from-rose-200 via-rose-100 to-amber-100',
  'from-amber-200 via-orange-100 to-rose-100',
  'from-stone-300 via-rose-100 to-pink-100',
  'from-pink-200 via-fuchsia-100 to-rose-50',
  'from-teal-100 via-stone-100 to-rose-100',
];

function gradientFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length]!;
}

export interface VideoCardProps {
  video: Video;
  /** whether this card shows the player; starting another video takes it away, which stops this one */
  playing: boolean;
  onPlay: () => void;
}

export function VideoCard({ video, playing, onPlay }: VideoCardProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const player = usePlayerStatus(playing, attempt);
  // the Play button disappears with the thumbnail: keyboard focus moves to the player
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-video w-full bg-stone-900">
        {playing && player.status === 'failed' ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white"
          >
            <TriangleAlert className="size-8 text-amber-300" aria-hidden />
            <p className="max-w-xs text-sm">
              This video could not be loaded. Check your internet connection and try again.
            </p>
            <Button
              size="sm"
              variant="outline"
              className="text-stone-900"
              onClick={() => setAttempt((a) => a + 1)}
            >
              Try again
            </Button>
          </div>
        ) : playing ? (
          <iframe
            key={attempt}
            ref={frameRef}
            src={vimeoEmbedUrl(video.vimeoId)}
            title={video.title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            onError={player.failed}
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={onPlay}
            aria-label={`Play ${video.title}`}
            tabIndex={-1}
            className={cn(
              'group absolute inset-0 flex items-center justify-center bg-gradient-to-br',
              gradientFor(video.id),
            )}
          >
            <span
              className={cn(
                'flex size-16 items-center justify-center rounded-full bg-white/90',
                'text-rose-700 shadow-lg transition group-hover:scale-105',
              )}
            >
              <Play className="ml-1 size-7 fill-current" aria-hidden />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge tone="rose">{video.category}</Badge>
          <span className="flex items-center gap-1 text-xs text-stone-600">
            <Clock className="size-3.5" aria-hidden /> {video.duration}
          </span>
        </div>
        <h2 className="text-base leading-snug font-semibold text-stone-900">{video.title}</h2>
        <p className="flex-1 text-sm text-stone-600">{video.description}</p>
        {!playing && (
          <Button onClick={onPlay} className="mt-2 w-full sm:w-auto sm:self-start">
            <Play aria-hidden /> Play Video
          </Button>
        )}
      </div>
    </Card>
  );
}
