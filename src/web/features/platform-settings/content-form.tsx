import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TPlatformConfig, ZPlatformConfig } from '../../../shared/contract/platform';
import { adminSettingsTexts as texts } from '../../../shared/domain/settings-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useSaveAdminConfig } from './admin-config-queries';

const ZContentForm = ZPlatformConfig.pick({ homePageCopy: true, aiSystemPrompt: true });
type TContentForm = Pick<TPlatformConfig, 'homePageCopy' | 'aiSystemPrompt'>;

export function ContentForm({ config, onSaved }: { config: TPlatformConfig; onSaved: () => void }) {
  const save = useSaveAdminConfig(texts.contentSaved, onSaved);
  const form = useForm<TContentForm>({
    resolver: zodResolver(ZContentForm),
    mode: 'onTouched',
    defaultValues: { homePageCopy: config.homePageCopy, aiSystemPrompt: config.aiSystemPrompt },
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.contentTitle}</CardTitle>
        <CardDescription>{texts.contentDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <FormField
            label={texts.homePageCopy}
            description={texts.homePageCopyHint}
            error={errors.homePageCopy?.message}
          >
            <Textarea rows={4} {...form.register('homePageCopy')} />
          </FormField>
          <FormField
            label={texts.aiSystemPrompt}
            description={texts.aiSystemPromptHint}
            error={errors.aiSystemPrompt?.message}
          >
            <Textarea rows={6} {...form.register('aiSystemPrompt')} />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
