import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { queryClient } from './lib/query-client';
import './index.css';

const RELOADED_AT_KEY = 'ringready.chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

// A page's code from an older release is gone once a new one is deployed: a failed chunk load reloads the
// app onto the new release, at most once a minute so a chunk that is truly missing cannot loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_INTERVAL_MS) return;
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
