import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '../../../shared/contract/auth';
import { sessionQueryRetries } from '../../../shared/domain/limits';
import { lazyApi } from '../../lib/lazy-api';

/** What the cache holds for the session: the signed-in user, or the reason there is none. */
export type TSessionData = { user: TUser } | { error: string };

export const sessionQueryKey = ['auth', 'session'] as const;

/** Every query holding the signed-in user's own data starts its key with this, so logout can drop them all at once. */
export const userScopedQueryKey = 'user';

// Never stale: the session only changes through login, logout and registration, which write the cache themselves.
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: (): Promise<TSessionData> =>
    lazyApi(() => import('../../../shared/contract/auth').then((contract) => contract.getSession)),
  staleTime: Number.POSITIVE_INFINITY,
  retry: sessionQueryRetries,
});
