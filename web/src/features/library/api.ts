import { useQuery } from '@tanstack/react-query';
import type { Video } from '@ringready/core/api';
import { VIDEOS_KEY } from '../../lib/query-keys';

export function useVideos() {
  return useQuery<Video[]>({ queryKey: VIDEOS_KEY });
}

/** The video host's autoplaying embed for a video. */
export function vimeoEmbedUrl(vimeoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(vimeoId)}?autoplay=1`;
}
