import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type TDiscountCodeCreate, ZDiscountCodeCreate } from '../../../shared/contract/discount-codes';
import { discountTypeLabels, discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { discountTypes, type TDiscountType } from '../../../shared/domain/pricing';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { Select } from '../../components/ui/select';
import { convertingResolver, fromDateInput, fromMaxUsesInput } from './discount-form-values';
import { DiscountLimitFields } from './discount-limit-fields';
import { useCreateDiscountCode } from './discount-queries';

interface TCreateForm {
  code: string;
  type: TDiscountType;
  value: string;
  expiresAt: string;
  maxUses: string;
  isActive: boolean;
}

// Admin-area.md section 5: empty code, type percentage, value 10, active.
const defaults: TCreateForm = { code: '', type: 'percentage', value: '10', expiresAt: '', maxUses: '', isActive: true };
const typeOptions = discountTypes.map((type) => ({ value: type, label: discountTypeLabels[type] }));

const resolver = convertingResolver<TCreateForm, TDiscountCodeCreate>(
  zodResolver(ZDiscountCodeCreate) as unknown as Resolver<FieldValues, unknown, TDiscountCodeCreate>,
  (values) => ({
    ...values,
    expiresAt: fromDateInput(values.expiresAt),
    maxUses: fromMaxUsesInput(values.maxUses),
  }),
);

export function CreateDiscountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<TCreateForm, unknown, TDiscountCodeCreate>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const close = () => {
    onOpenChange(false);
    form.reset(defaults);
  };
  const create = useCreateDiscountCode(close);
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={texts.createTitle}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <FormField label={texts.form.code} description={texts.form.codeHint} error={errors.code?.message}>
            <Input autoComplete="off" className="uppercase" {...form.register('code')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={texts.form.type} error={errors.type?.message}>
              {/* Directly inside FormField (not in a Controller) so the label reaches the trigger. */}
              <Select
                options={typeOptions}
                value={form.watch('type')}
                onValueChange={(value) => form.setValue('type', value as TDiscountType, { shouldValidate: true })}
              />
            </FormField>
            <FormField label={texts.form.value} description={texts.form.valueHint} error={errors.value?.message}>
              <Input type="number" inputMode="decimal" min="0" step="any" {...form.register('value')} />
            </FormField>
          </div>
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
                id="create-discount-active"
                label={texts.form.isActive}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <FormDialogFooter
            cancelLabel={texts.cancel}
            submitLabel={texts.form.create}
            pendingLabel={texts.form.creating}
            pending={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
