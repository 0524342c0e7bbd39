import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth-context';
import { Toaster } from './lazy-pages';

/**
 * Data and session providers and the toast area. Must sit inside the router (logout navigates). A page that
 * shows tooltips wraps them in ui/tooltip's TooltipProvider (no page does today: it stays off the first load).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
