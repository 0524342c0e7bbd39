import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app-routes';
import * as lazyParts from '../app/lazy-pages';
import { createQueryClient } from '../lib/query-client';

// The app loads each page's code on first visit; tests render it as a browser with the code cached does.
await Promise.all(Object.values(lazyParts).map((part) => part.preload()));

/** Renders the whole app (routes, providers, toaster) at a path. */
export function renderApp(path: string) {
  const client = createQueryClient();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders client={client}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, client };
}
