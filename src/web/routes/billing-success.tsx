import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paymentStatusTexts as texts } from '../../shared/domain/checkout-texts';
import { PageContainer } from '../components/ui/page-container';
import { useAuth } from '../features/auth/auth-context';
import { sessionQueryKey, userScopedQueryKey } from '../features/auth/session-query';
import { PaymentStatus } from '../features/billing/payment-status';
import { usePageTitle } from '../features/site/use-page-title';

/** Public: a guest who paid lands here too, before they have a password. */
export default function BillingSuccessPage() {
  usePageTitle(texts.title);
  const [params] = useSearchParams();
  const { authState } = useAuth();
  const queryClient = useQueryClient();
  // The session user carries the purchase status the walls check; the 'user' queries hold the purchase card's data.
  const refreshAccount = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: [userScopedQueryKey] }),
      ]),
    [queryClient],
  );
  return (
    <PageContainer>
      <PaymentStatus
        sessionId={params.get('session_id')}
        discountComplete={params.get('discount_complete') === 'true'}
        signedIn={authState.status !== 'unauthenticated'}
        refreshAccount={refreshAccount}
      />
    </PageContainer>
  );
}
