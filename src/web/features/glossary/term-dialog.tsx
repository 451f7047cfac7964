import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { createGlossaryTerm, type TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryAdminTexts as texts } from '../../../shared/domain/glossary-texts';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { type TGlossaryCreate, useCreateGlossaryTerm, useUpdateGlossaryTerm } from './glossary-queries';

const empty: TGlossaryCreate = { term: '', definition: '' };
// The create request's schema validates both forms: an edit sends the same two fields plus the id.
const resolver = zodResolver(createGlossaryTerm.input);

interface TermDialogProps {
  open: boolean;
  /** The term being edited; null creates a new one. */
  entry: TGlossaryEntry | null;
  onClose: () => void;
}

/** "Create a New Term" / "Edit Term" (admin-area.md section 2). */
export function TermDialog({ open, entry, onClose }: TermDialogProps) {
  const form = useForm<TGlossaryCreate>({ resolver, mode: 'onTouched', defaultValues: empty });
  const create = useCreateGlossaryTerm(onClose);
  const update = useUpdateGlossaryTerm(onClose);
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  // Each opening starts from the edited term's saved values, or blank for a new one.
  useEffect(() => {
    if (open) form.reset(entry ? { term: entry.term, definition: entry.definition } : empty);
  }, [open, entry, form]);

  const submit = form.handleSubmit((values) =>
    entry ? update.mutate({ id: entry.id, ...values }) : create.mutate(values),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={entry ? texts.editTitle : texts.createTitle}>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField label={texts.term} error={errors.term?.message}>
            <Input autoComplete="off" placeholder={texts.termPlaceholder} {...form.register('term')} />
          </FormField>
          <FormField label={texts.definition} error={errors.definition?.message}>
            <Textarea rows={4} {...form.register('definition')} />
          </FormField>
          <FormDialogFooter
            cancelLabel={texts.cancel}
            submitLabel={entry ? texts.save : texts.create}
            pendingLabel={texts.saving}
            pending={pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
