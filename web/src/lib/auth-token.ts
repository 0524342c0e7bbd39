/** The bearer token kept in local storage under the key auth_token. */
export const AUTH_TOKEN_KEY = 'auth_token';

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function removeAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // storage unavailable: nothing to remove
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Subscribe to "the server rejected our token" (a 401 on a data read). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

// Requests still in flight when the page unloads are aborted; their failure says nothing about
// the token, so it must not be removed then (a fast reload would otherwise sign the user out).
let pageUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (pageUnloading = true));
  window.addEventListener('pagehide', () => (pageUnloading = true));
  window.addEventListener('pageshow', () => (pageUnloading = false));
}

export function isPageUnloading(): boolean {
  return pageUnloading;
}
