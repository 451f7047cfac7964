import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { submitContact, type TContactSubmission, ZContactSubmission } from '../../../shared/contract/contact';
import { contactMessages, contactFormTexts as texts } from '../../../shared/domain/contact';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { api } from '../../lib/api';

const emptyForm = { name: '', email: '', subject: '', message: '' };

/** The contact form (spec 2, 5, 8): validated on blur with the server's own schema; toasts on success and failure. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const form = useForm<z.input<typeof ZContactSubmission>, unknown, TContactSubmission>({
    resolver: zodResolver(ZContactSubmission),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const send = useMutation({
    mutationFn: (values: TContactSubmission) => api(submitContact, values),
    onSuccess: () => {
      toast.success(contactMessages.sentTitle, { description: contactMessages.sentDescription });
      form.reset(emptyForm);
      onSent();
    },
    onError: (error) => toast.error(contactMessages.submissionFailed, { description: error.message }),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={texts.name} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={texts.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField label={texts.subject} error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label={texts.message} error={errors.message?.message} description={texts.refundHint}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? texts.pending : texts.submit}
      </Button>
    </form>
  );
}
