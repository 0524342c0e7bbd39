import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { Spinner } from '../components/ui/spinner';

export interface ReturnState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const PUBLIC_ONLY_PATHS = ['/login', '/forgot-password', '/reset-password'];

/** Where to go after signing in: the protected page the visitor came from, else '/'. */
export function getReturnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  if (PUBLIC_ONLY_PATHS.includes(pathname)) return '/';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}

/** Signed-in users only; others go to /login and come back after signing in. */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading..." fullPage />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /login, /forgot-password, /reset-password: signed-in users are sent on (to / or where they came from). */
export function PublicOnlyRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading..." fullPage />;
  if (isAuthenticated) return <Navigate to={getReturnPath(location.state)} replace />;
  return <Outlet />;
}
