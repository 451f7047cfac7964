import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createFlashcard } from '../../../shared/contract/flashcards';
import { addFlashcardTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { type TFlashcardCreate, useCreateFlashcard } from './flashcard-queries';

const resolver = zodResolver(createFlashcard.input);
const empty = { front: '', back: '', tags: [] };

/** A card written by hand, validated by the create schema (spec 5: "Front content cannot be empty." ...). */
export function AddFlashcardForm() {
  const form = useForm<TFlashcardCreate>({ resolver, mode: 'onTouched', defaultValues: empty });
  const create = useCreateFlashcard({ success: texts.added, onDone: () => form.reset(empty) });
  const { errors } = form.formState;
  return (
    <Card role="region" aria-labelledby="add-card-heading">
      <CardHeader>
        <CardTitle id="add-card-heading">{texts.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={texts.front} error={errors.front?.message}>
              <Textarea rows={2} placeholder={texts.frontPlaceholder} {...form.register('front')} />
            </FormField>
            <FormField label={texts.back} error={errors.back?.message}>
              <Textarea rows={2} placeholder={texts.backPlaceholder} {...form.register('back')} />
            </FormField>
          </div>
          <Button type="submit" className="w-fit" disabled={create.isPending}>
            {create.isPending ? texts.pending : texts.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
