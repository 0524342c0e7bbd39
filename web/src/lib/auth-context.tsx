import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginResponse, User } from '@ringready/core/api';
import { apiJson, apiRequest, getErrorMessage, getErrorStatus } from './api-request';
import { getAuthToken, isPageUnloading, onUnauthorized, removeAuthToken, setAuthToken } from './auth-token';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface AuthContextValue {
  user: User | null;
  /** true while a stored token is being validated */
  isLoading: boolean;
  isAuthenticated: boolean;
  login: (input: LoginInput) => Promise<User>;
  /** Sign in with a session the server already issued (e.g. on accepting a team invitation). */
  startSession: (data: LoginResponse) => User;
  logout: () => Promise<void>;
  /** Replace the signed-in user after a profile change. */
  updateUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: User | null;
  isLoading: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(() => ({ user: null, isLoading: getAuthToken() !== null }));

  // On start: validate a stored token; failure removes it.
  useEffect(() => {
    if (getAuthToken() === null) return;
    let cancelled = false;
    apiJson<User>('GET', '/api/auth/validate')
      .then((user) => {
        if (!cancelled) setState({ user, isLoading: false });
      })
      .catch(() => {
        if (cancelled || isPageUnloading()) return;
        removeAuthToken();
        setState({ user: null, isLoading: false });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // A 401 on any data read means the token is no longer valid: sign out locally.
  useEffect(
    () =>
      onUnauthorized(() => {
        removeAuthToken();
        queryClient.clear();
        setState({ user: null, isLoading: false });
      }),
    [queryClient],
  );

  // Keep the token, drop the previous user's cached data, and use the new user.
  const startSession = useCallback(
    (data: LoginResponse) => {
      setAuthToken(data.token);
      queryClient.clear();
      setState({ user: data.user, isLoading: false });
      return data.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      let data: LoginResponse;
      try {
        data = await apiJson<LoginResponse>('POST', '/api/auth/login', input);
      } catch (error) {
        throw new Error(
          getErrorStatus(error) === null ? 'Login failed' : getErrorMessage(error, 'Login failed'),
          { cause: error },
        );
      }
      return startSession(data);
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // logging out locally is what matters
    }
    removeAuthToken();
    setState({ user: null, isLoading: false });
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const updateUser = useCallback((user: User) => setState((s) => ({ ...s, user })), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAuthenticated: state.user !== null, login, startSession, logout, updateUser }),
    [state, login, startSession, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
