import { useState } from 'react';
import type { TPurchaseRecord } from '../../../shared/contract/billing';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { formatCents } from '../../../shared/domain/pricing';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useRefundPurchase } from './users-queries';

/** The admin's refund within the guarantee window; the server refuses after 14 days and refunds a purchase once. */
export function RefundPurchaseDialog({ purchase }: { purchase: TPurchaseRecord }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundPurchase(() => setOpen(false));
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          {texts.refund}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={texts.refundTitle}
        description={texts.refundConfirm(formatCents(purchase.amountCents))}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={refund.isPending} onClick={() => refund.mutate(purchase.id)}>
            {refund.isPending ? texts.refunding : texts.refund}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
