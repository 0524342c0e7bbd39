import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/app-routes';
import { createQueryClient } from '../lib/query-client';

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
