import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import type { TUser } from '../../../shared/contract/auth';
import { authContextMissingText, errorFallbacks, serverMessages } from '../../../shared/domain/messages';
import { lazyApi } from '../../lib/lazy-api';
import { sessionQuery, sessionQueryKey, type TSessionData, userScopedQueryKey } from './session-query';

export type TAuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: TUser }
  | { status: 'unauthenticated'; error: string };

interface TAuthContext {
  authState: TAuthState;
  /** Stores the user a login or registration answered with; no extra session call is needed. */
  onLogin: (user: TUser) => void;
  logout: () => Promise<void>;
}

// Written through one helper so both writes are checked against the session query's data type.
function setSession(queryClient: QueryClient, data: TSessionData) {
  queryClient.setQueryData<TSessionData>(sessionQueryKey, () => data);
}

const AuthContext = createContext<TAuthContext | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);

  const authState = useMemo<TAuthState>(() => {
    if (session.isPending) return { status: 'loading' };
    if (session.data && 'user' in session.data) return { status: 'authenticated', user: session.data.user };
    const error = session.data?.error || session.error?.message || errorFallbacks.sessionCheck;
    return { status: 'unauthenticated', error };
  }, [session.isPending, session.data, session.error]);

  const onLogin = useCallback((user: TUser) => setSession(queryClient, { user }), [queryClient]);

  const logout = useCallback(async () => {
    // Clear the user first so the UI never shows a signed-in state that no longer exists, and drop the cached
    // answers that belonged to that user.
    setSession(queryClient, { error: serverMessages.notAuthenticated });
    queryClient.removeQueries({ queryKey: [userScopedQueryKey] });
    try {
      await lazyApi(() => import('../../../shared/contract/auth').then((contract) => contract.logout), {});
    } finally {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
  }, [queryClient]);

  const value = useMemo(() => ({ authState, onLogin, logout }), [authState, onLogin, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): TAuthContext {
  const context = use(AuthContext);
  if (!context) throw new Error(authContextMissingText);
  return context;
}
