import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';

/**
 * Pages loaded on first visit (their code, and the charts library with the team page, stays out of the
 * first-load bundle); a spinner shows while the code arrives.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Spinner label="Loading..." fullPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const TeamPage = lazyPage(() =>
  import('../features/team/components/team-page').then((m) => m.TeamPage),
);
export const MemberPage = lazyPage(() =>
  import('../features/team/components/member-page').then((m) => m.MemberPage),
);
export const JoinPage = lazyPage(() =>
  import('../features/team/components/join-page').then((m) => m.JoinPage),
);
export const LegacyPage = lazyPage(() =>
  import('../features/legacy/components/legacy-page').then((m) => m.LegacyPage),
);
