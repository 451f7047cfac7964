import { useMutation } from '@tanstack/react-query';
import { type NavigateFunction, useNavigate } from 'react-router';
import { checkoutPopup, checkoutTexts } from '../../../shared/domain/checkout-texts';
import { lazyApi } from '../../lib/lazy-api';

export interface TCheckoutInput {
  discountCode?: string;
  /** Only for visitors buying without an account. */
  email?: string;
}

interface TCheckoutOptions {
  /**
   * The home and pricing pages leave for an external checkout in the same tab (spec 4); elsewhere it opens in a
   * popup so the page the buyer came from stays open.
   */
  wholePage?: boolean;
}

/** Sends the buyer to a checkout URL the way spec 4 says: in-app when it is ours, a popup or the tab otherwise. */
export function openCheckoutUrl(checkoutUrl: string, navigate: NavigateFunction, wholePage: boolean) {
  const url = new URL(checkoutUrl, window.location.origin);
  if (url.origin === window.location.origin) {
    navigate(`${url.pathname}${url.search}${url.hash}`);
    return;
  }
  if (wholePage) {
    window.location.assign(url.href);
    return;
  }
  const { width, height } = checkoutPopup;
  const popup = window.open(url.href, 'checkout', `popup,width=${width},height=${height}`);
  // A blocked popup must not strand the buyer: fall back to leaving the page.
  if (!popup) window.location.assign(url.href);
}

// sonner loads with the first message, not with the home and pricing pages that use this hook.
const toastError = (message: string) => import('sonner').then(({ toast }) => toast.error(message));

/** The create-checkout action of the offer buttons and the guest form; failures become a toast (spec 8). */
export function useCheckoutAction({ wholePage = false }: TCheckoutOptions = {}) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: TCheckoutInput) =>
      lazyApi(
        () => import('../../../shared/contract/billing').then((contract) => contract.createCheckoutSession),
        input,
      ),
    onSuccess: ({ checkoutUrl }) => {
      if (!checkoutUrl) {
        void toastError(checkoutTexts.urlMissing);
        return;
      }
      openCheckoutUrl(checkoutUrl, navigate, wholePage);
    },
    onError: (error) => toastError(error.message || checkoutTexts.createFailed),
  });
}
