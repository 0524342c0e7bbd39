import { Loader2 } from 'lucide-react';
import { getErrorMessage } from '../lib/api-request';
import { Button } from './ui/button';

/** The parts of a paged query (TanStack's infinite query) that 'Load more' needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a paged list while there is a next page; a failed page says why and can be retried. */
export function LoadMoreButton({ list, label = 'Load more' }: { list: PagedList; label?: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 p-4">
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(list.error, 'More sessions could not be loaded. Please try again.')}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
        {list.isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}
