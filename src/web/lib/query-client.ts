import { QueryClient } from '@tanstack/react-query';
import { queryStaleTimeMs } from '../../shared/domain/limits';

/** Spec 9: cached data stays fresh 5 minutes and is not refetched on mount or when the window regains focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: queryStaleTimeMs, refetchOnMount: false, refetchOnWindowFocus: false },
    },
  });
}
