import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from '../../../shared/contract/billing';
import { testCheckoutTexts as texts } from '../../../shared/domain/checkout-texts';
import { formatCents } from '../../../shared/domain/pricing';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';

interface TestCheckoutProps {
  sessionId: string;
  brandName: string | undefined;
}

/** The local payment page that stands in for Stripe when no keys are configured. */
export function TestCheckout({ sessionId, brandName }: TestCheckoutProps) {
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const session = useQuery({
    queryKey: ['checkout', 'local', sessionId],
    queryFn: () => api(getLocalCheckout, { sessionId }),
    retry: false,
    // Coming back (e.g. with Back after Cancel) must show the session as it is now, not as it was cached.
    refetchOnMount: 'always',
    gcTime: 0,
  });
  const queryClient = useQueryClient();
  /**
   * The session is closed now. While the next (lazy) page loads this one stays mounted, so a quick Back would show
   * the cached open session without refetching: refresh it first.
   */
  const leaveFor = async (redirectUrl: string) => {
    await queryClient.invalidateQueries({ queryKey: ['checkout', 'local', sessionId] });
    navigate(redirectUrl);
  };
  // redirectUrl is always one of ours (/billing/success or /pricing), so it is navigated to in-app.
  const pay = useMutation({
    mutationFn: () => api(payLocalCheckout, { sessionId, cardNumber }),
    onSuccess: ({ redirectUrl }) => leaveFor(redirectUrl),
  });
  const cancel = useMutation({
    mutationFn: () => api(cancelLocalCheckout, { sessionId }),
    onSuccess: ({ redirectUrl }) => leaveFor(redirectUrl),
  });

  return (
    <div className="mx-auto grid max-w-lg gap-6">
      <div role="note" className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
        <p className="flex items-center gap-2 text-lg font-extrabold tracking-wide">
          <FlaskConical className="size-5" aria-hidden />
          {texts.banner}
        </p>
        <p className="mt-1 text-sm">{texts.bannerDetail}</p>
      </div>
      <section aria-labelledby="checkout-heading" className="rounded-2xl border border-border bg-card p-6 shadow-sm">
        <div className="text-sm font-semibold text-muted-foreground">
          {brandName ?? <Skeleton className="h-4 w-40" />}
        </div>
        {session.isPending ? (
          <div className="mt-4 grid gap-3" aria-busy="true">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : session.isError || session.data.status !== 'open' ? (
          <div className="mt-2 grid justify-items-start gap-3">
            <h1 id="checkout-heading" className="text-2xl font-bold">
              {session.isError ? texts.unknownHeading : texts.closedHeading}
            </h1>
            <p>
              {session.isError
                ? session.error.message
                : session.data.status === 'superseded'
                  ? texts.supersededText
                  : texts.closedText}
            </p>
            <Button asChild>
              <Link to="/pricing">{texts.backToPricing}</Link>
            </Button>
          </div>
        ) : (
          <>
            <h1 id="checkout-heading" className="mt-1 text-2xl font-bold">
              {session.data.planName}
            </h1>
            <dl className="mt-4 grid gap-2 text-sm">
              {session.data.email ? <Row label={texts.email} value={session.data.email} /> : null}
              <Row label={texts.listPrice} value={formatCents(session.data.listAmountCents)} />
              {session.data.discountCode ? (
                <Row
                  label={texts.discount(session.data.discountCode)}
                  value={`−${formatCents(session.data.discountCents)}`}
                  className="[&_dd]:text-green-800"
                />
              ) : null}
              <Row
                label={texts.total}
                value={formatCents(session.data.amountCents)}
                className="border-t border-border pt-2 font-semibold [&_dd]:text-lg [&_dd]:font-bold [&_dt]:text-foreground"
              />
            </dl>
            <form
              noValidate
              className="mt-6 grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                pay.mutate();
              }}
            >
              <FormField label={texts.cardNumber} description={texts.cardHint}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  value={cardNumber}
                  onChange={(event) => {
                    setCardNumber(event.target.value);
                    pay.reset();
                  }}
                />
              </FormField>
              {pay.isError ? <Alert>{pay.error.message}</Alert> : null}
              <Button type="submit" size="lg" disabled={pay.isPending || pay.isSuccess || cancel.isPending}>
                {pay.isPending ? texts.paying : texts.pay(formatCents(session.data.amountCents))}
              </Button>
              <Button variant="ghost" disabled={pay.isPending || cancel.isPending} onClick={() => cancel.mutate()}>
                {texts.cancel}
              </Button>
              {cancel.isError ? <Alert>{cancel.error.message}</Alert> : null}
            </form>
          </>
        )}
      </section>
    </div>
  );
}

/** One line of the order summary: label left, amount right; long values (e-mail, code) wrap instead of overflowing. */
function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ''}`}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all text-right">{value}</dd>
    </div>
  );
}
