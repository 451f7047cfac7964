import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { verifyCheckoutSession } from '../../../shared/contract/billing';
import { paymentStatusTexts as texts } from '../../../shared/domain/checkout-texts';
import { kitPlan, kitPlanName } from '../../../shared/domain/pricing';
import { Button } from '../../components/ui/button';
import { ApiError, api } from '../../lib/api';
import { RedirectCountdown } from './redirect-countdown';

interface PaymentStatusProps {
  sessionId: string | null;
  discountComplete: boolean;
  signedIn: boolean;
  /** Refetches the session user and purchase (the route knows the auth feature's query keys). */
  refreshAccount: () => Promise<unknown>;
}

/** /billing/success: the five views of spec 2, chosen by the query parameters and the verification result. */
export function PaymentStatus({ sessionId, discountComplete, signedIn, refreshAccount }: PaymentStatusProps) {
  const refreshed = useRef(false);
  // A query, not an effect, so React StrictMode's double mount still verifies once; never retried or refetched.
  const verify = useQuery({
    queryKey: ['checkout', 'verify', sessionId],
    queryFn: async () => {
      const result = await api(verifyCheckoutSession, { sessionId: sessionId ?? '' });
      // Spec 7: on success the account data is refreshed, so the purchase walls open without a reload.
      if (result.success) await refreshAccount();
      return result;
    },
    enabled: !discountComplete && Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!discountComplete || refreshed.current) return;
    refreshed.current = true;
    // The purchase was completed by the discount alone; the cached user still says "no purchase".
    void refreshAccount();
  }, [discountComplete, refreshAccount]);

  const guestNote = signedIn ? null : <p className="text-sm text-muted-foreground">{texts.guestNote}</p>;

  if (discountComplete) {
    return (
      <StatusView tone="success" heading={texts.discountHeading} text={texts.discountText}>
        {guestNote}
        <RedirectCountdown />
      </StatusView>
    );
  }
  if (!sessionId) {
    return (
      <StatusView tone="failure" heading={texts.missingHeading} text={texts.missingText}>
        <Button asChild>
          <Link to="/billing">{texts.goToBilling}</Link>
        </Button>
      </StatusView>
    );
  }
  if (verify.isPending) return <StatusView tone="busy" heading={texts.verifyingHeading} text={texts.verifyingText} />;
  if (verify.data?.success) {
    const plan = verify.data.plan === kitPlan || !verify.data.plan ? kitPlanName : verify.data.plan;
    return (
      <StatusView tone="success" heading={texts.successHeading} text={texts.successText(plan)}>
        {guestNote}
        <RedirectCountdown />
      </StatusView>
    );
  }
  const error = verify.isError
    ? verify.error instanceof ApiError && verify.error.status !== 0
      ? verify.error.message
      : texts.unexpected
    : verify.data?.error || texts.unknown;
  return (
    <StatusView tone="failure" heading={texts.failureHeading} text={error}>
      <p className="text-sm text-muted-foreground">{texts.failureHint}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/contact">{texts.contactSupport}</Link>
        </Button>
        <Button asChild>
          <Link to="/billing">{texts.tryAgain}</Link>
        </Button>
      </div>
    </StatusView>
  );
}

const icons = {
  success: <CircleCheck className="size-14 text-primary" aria-hidden />,
  failure: <CircleAlert className="size-14 text-destructive" aria-hidden />,
  busy: <LoaderCircle className="size-14 animate-spin text-primary" aria-hidden />,
};

interface StatusViewProps {
  tone: keyof typeof icons;
  heading: string;
  text: string;
  children?: ReactNode;
}

function StatusView({ tone, heading, text, children }: StatusViewProps) {
  return (
    <section
      aria-busy={tone === 'busy'}
      className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
    >
      {icons[tone]}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}
