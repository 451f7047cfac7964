import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { validateDiscount } from '../../../shared/contract/billing';
import { discountFieldTexts as texts } from '../../../shared/domain/checkout-texts';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';

export interface TAppliedDiscount {
  code: string;
  discountAmount: number;
  finalAmount: number;
}

interface DiscountCodeFieldProps {
  onChange: (discount: TAppliedDiscount | null) => void;
  /** Every edit, so a purchase clicked before the on-blur check answers still carries the typed code. */
  onInput?: (code: string) => void;
}

/**
 * Spec 5: required (min 1), trimmed, validated on blur, and the message clears on edit. The server decides whether
 * the code exists and applies; its message ("This discount code has expired.") shows under the field.
 */
export function DiscountCodeField({ onChange, onInput }: DiscountCodeFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [applied, setApplied] = useState<string>();
  // The last code sent, so blurring again does not spend another validation (rate limited per IP).
  const lastChecked = useRef<string | null>(null);
  const validate = useMutation({
    mutationFn: (discountCode: string) => api(validateDiscount, { discountCode }),
    onSuccess: (result, code) => {
      setApplied(result.message);
      onChange({ code, discountAmount: result.discountAmount, finalAmount: result.finalAmount });
    },
    onError: (failure) => {
      setError(failure.message || texts.validationFallback);
      onChange(null);
    },
  });

  const check = () => {
    const parsed = validateDiscount.input.safeParse({ discountCode: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const code = parsed.data.discountCode;
    if (code === lastChecked.current) return;
    lastChecked.current = code;
    validate.mutate(code);
  };

  return (
    <form
      noValidate
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <FormField label={texts.label} error={error} description={validate.isPending ? texts.applying : applied}>
        <Input
          value={value}
          placeholder={texts.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          onBlur={check}
          onChange={(event) => {
            setValue(event.target.value);
            onInput?.(event.target.value.trim());
            setError(undefined);
            setApplied(undefined);
            lastChecked.current = null;
            onChange(null);
          }}
        />
      </FormField>
    </form>
  );
}
