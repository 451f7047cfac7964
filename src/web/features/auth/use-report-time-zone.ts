import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browserTimeZone } from '../../../shared/domain/time-zones';
import { lazyApi } from '../../lib/lazy-api';
import { sessionQuery, sessionQueryKey, type TSessionData } from './session-query';

/**
 * A signed-in learner whose account has no time zone yet gets the browser's, once: their study day, due counts and
 * reminders then follow their own clock. A zone the learner chose in Settings is never overwritten.
 */
export function useReportTimeZone() {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const reported = useRef(false);
  const user = session.data && 'user' in session.data ? session.data.user : null;
  const needsZone = user !== null && user.timezone === null;

  useEffect(() => {
    const zone = browserTimeZone();
    if (!needsZone || !zone || reported.current) return;
    reported.current = true;
    lazyApi(() => import('../../../shared/contract/settings').then((contract) => contract.updateProfile), {
      timezone: zone,
    })
      .then((profile) =>
        queryClient.setQueryData<TSessionData>(sessionQueryKey, (data) =>
          data && 'user' in data ? { user: { ...data.user, timezone: profile.timezone } } : data,
        ),
      )
      // Not worth an error on screen: the server counts days in UTC until the next visit reports the zone.
      .catch(() => {
        reported.current = false;
      });
  }, [needsZone, queryClient]);
}
