import type { UseFormRegisterReturn } from 'react-hook-form';
import { discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { todayDateInput } from './discount-form-values';

interface DiscountLimitFieldsProps {
  expiresAt: UseFormRegisterReturn;
  maxUses: UseFormRegisterReturn;
  errors: { expiresAt?: string; maxUses?: string };
}

/** Expiry date and maximum uses: the same two fields in the create and edit dialogs. */
export function DiscountLimitFields({ expiresAt, maxUses, errors }: DiscountLimitFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={texts.form.expiresAt} description={texts.form.expiresHint} error={errors.expiresAt}>
        {/* One day at a time, and nothing before today (admin-area.md section 2). */}
        <Input type="date" min={todayDateInput()} {...expiresAt} />
      </FormField>
      <FormField label={texts.form.maxUses} description={texts.form.maxUsesHint} error={errors.maxUses}>
        <Input type="number" inputMode="numeric" min="1" step="1" {...maxUses} />
      </FormField>
    </div>
  );
}
