import { queryOptions, useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { testModeTexts as texts } from '../../../shared/domain/checkout-texts';
import { readEmbeddedConfig } from '../../lib/embedded-config';
import { lazyApi } from '../../lib/lazy-api';

/** The mode the server embedded in the page, so the notice is there on first paint and nothing shifts after. */
function embeddedPaymentMode() {
  const testPayments = readEmbeddedConfig()?.testPayments;
  return typeof testPayments === 'boolean' ? { testMode: testPayments } : undefined;
}

// The mode is fixed when the server starts, so one answer serves the whole visit.
const paymentModeQuery = queryOptions({
  queryKey: ['payment-mode'],
  queryFn: () =>
    lazyApi(() => import('../../../shared/contract/billing').then((contract) => contract.getPaymentMode), {}),
  initialData: embeddedPaymentMode,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export const useTestPayments = () => useQuery(paymentModeQuery).data?.testMode === true;

/**
 * Says plainly, where a checkout starts, that the site takes no real payment: a full banner on pricing pages, one
 * line under a purchase button. Renders nothing when payments are real.
 */
export function TestModeNotice({ variant }: { variant: 'banner' | 'inline' }) {
  if (!useTestPayments()) return null;
  if (variant === 'inline') {
    return (
      <p className="mt-2 flex items-center justify-center gap-1.5 text-sm font-semibold text-amber-900">
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        {texts.inline}
      </p>
    );
  }
  return (
    <div role="note" className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 text-lg font-extrabold">
        <FlaskConical className="size-5 shrink-0" aria-hidden />
        {texts.heading}
      </p>
      <p className="mt-1 text-sm">{texts.detail}</p>
    </div>
  );
}
