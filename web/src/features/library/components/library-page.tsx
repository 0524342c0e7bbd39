import { useMemo, useState } from 'react';
import { Film } from 'lucide-react';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { cn } from '../../../lib/utils';
import { useVideos } from '../api';
import { VideoCard } from './video-card';

const ALL = 'All';

/** /library: the videos, filterable by category; one video plays at a time (only its player is mounted). */
export function LibraryPage() {
  const videos = useVideos();
  const [category, setCategory] = useState(ALL);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const categories = useMemo(
    () => [ALL, ...new Set((videos.data ?? []).map((v) => v.category))],
    [videos.data],
  );
  const shown = (videos.data ?? []).filter((v) => category === ALL || v.category === category);

  return (
    <PageContainer>
      <PageHeader
        title="Training Library"
        description="Short lessons from wedding sales coaches. Watch, then practise what you learned."
      />
      {videos.isPending ? (
        <Spinner label="Loading videos..." className="py-16" />
      ) : videos.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {getErrorMessage(videos.error, 'The training library could not be loaded.')}
        </p>
      ) : videos.data.length === 0 ? (
        <EmptyState icon={Film} title="No videos yet">
          New training videos are on their way.
        </EmptyState>
      ) : (
        <>
          {categories.length > 2 && (
            // the chips wrap onto more rows on a phone: every category stays in view
            <div role="group" aria-label="Filter by category" className="mb-5 flex flex-wrap gap-2">
              {categories.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                  className={cn(
                    'shrink-0 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                    category === c
                      ? 'border-rose-700 bg-rose-700 text-white'
                      : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                  )}
                >
                  {c}
                </button>
              ))}
            </div>
          )}
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((video) => (
              <VideoCard
                key={video.id}
                video={video}
                playing={playingId === video.id}
                onPlay={() => setPlayingId(video.id)}
              />
            ))}
          </div>
        </>
      )}
    </PageContainer>
  );
}
