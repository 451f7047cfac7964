import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import {
  type TDiscountCode,
  type TDiscountCodeUpdate,
  ZDiscountCodeUpdate,
} from '../../../shared/contract/discount-codes';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { convertingResolver, fromDateInput, fromMaxUsesInput, toDateInput } from './discount-form-values';
import { DiscountLimitFields } from './discount-limit-fields';
import { useUpdateDiscountCode } from './discount-queries';

interface TEditForm {
  id: string;
  code: string;
  expiresAt: string;
  maxUses: string;
  isActive: boolean;
}

const resolver = convertingResolver<TEditForm, TDiscountCodeUpdate>(
  zodResolver(ZDiscountCodeUpdate) as unknown as Resolver<FieldValues, unknown, TDiscountCodeUpdate>,
  (values) => ({
    ...values,
    expiresAt: fromDateInput(values.expiresAt),
    maxUses: fromMaxUsesInput(values.maxUses),
  }),
);

const formValues = (code: TDiscountCode): TEditForm => ({
  id: code.id,
  code: code.code,
  expiresAt: toDateInput(code.expiresAt),
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  isActive: code.isActive,
});

interface EditDiscountDialogProps {
  code: TDiscountCode | null;
  onClose: () => void;
}

/** Code, expiry, maximum uses and the active toggle; type and value cannot change (admin-area.md section 5). */
export function EditDiscountDialog({ code, onClose }: EditDiscountDialogProps) {
  const form = useForm<TEditForm, unknown, TDiscountCodeUpdate>({ resolver, mode: 'onTouched' });
  const update = useUpdateDiscountCode(onClose);
  const { errors } = form.formState;

  // Another code opened: start from its saved values.
  useEffect(() => {
    if (code) form.reset(formValues(code));
  }, [code, form]);

  return (
    <Dialog open={code !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {code ? (
        <DialogContent title={texts.editTitle}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) =>
              // An unchanged code is left out, so the server's uniqueness check never trips over the code itself.
              update.mutate({ ...values, code: values.code === code.code ? undefined : values.code }),
            )}
          >
            <FormField label={texts.form.code} error={errors.code?.message}>
              <Input autoComplete="off" className="uppercase" {...form.register('code')} />
            </FormField>
            <DiscountLimitFields
              expiresAt={form.register('expiresAt')}
              maxUses={form.register('maxUses')}
              errors={{ expiresAt: errors.expiresAt?.message, maxUses: errors.maxUses?.message }}
            />
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <LabelledSwitch
                  id="edit-discount-active"
                  label={texts.form.isActive}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <FormDialogFooter
              cancelLabel={texts.cancel}
              submitLabel={texts.form.save}
              pendingLabel={texts.form.saving}
              pending={update.isPending}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
