import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TCreateTagRequest, ZCreateTagRequest } from '../../../shared/contract/tags';
import { tagAdminTexts as texts } from '../../../shared/domain/tag-texts';
import { defaultTagColor } from '../../../shared/domain/tags';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useCreateTag } from './tag-queries';

const defaults: TCreateTagRequest = { name: '', color: defaultTagColor };
const resolver = zodResolver(ZCreateTagRequest);

/** "Create a New Tag" (admin-area.md section 2): Tag Name and a colour picker defaulting to #2563eb. */
export function CreateTagDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<TCreateTagRequest>({ resolver, mode: 'onTouched', defaultValues: defaults });
  const close = () => {
    onOpenChange(false);
    form.reset(defaults);
  };
  const create = useCreateTag(close);
  const { errors } = form.formState;
  const color = form.watch('color') ?? defaultTagColor;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={texts.createTitle}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <FormField label={texts.name} error={errors.name?.message}>
            <Input autoComplete="off" placeholder={texts.namePlaceholder} {...form.register('name')} />
          </FormField>
          <FormField label={texts.color} error={errors.color?.message}>
            <input
              type="color"
              className="h-10 w-20 cursor-pointer rounded-md border border-input bg-card p-1"
              {...form.register('color')}
            />
          </FormField>
          <p className="-mt-2 font-mono text-xs text-muted-foreground">{color}</p>
          <FormDialogFooter
            cancelLabel={texts.cancel}
            submitLabel={texts.create}
            pendingLabel={texts.creating}
            pending={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
