import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type TPlatformConfig, ZPlatformConfig } from '../../../shared/contract/platform';
import { adminSettingsTexts as texts } from '../../../shared/domain/settings-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useSaveAdminConfig } from './admin-config-queries';

const ZBrandForm = ZPlatformConfig.pick({ brandName: true });
type TBrandForm = Pick<TPlatformConfig, 'brandName'>;

export function BrandForm({ config, onSaved }: { config: TPlatformConfig; onSaved: () => void }) {
  const save = useSaveAdminConfig(texts.brandSaved, onSaved);
  const form = useForm<TBrandForm>({
    resolver: zodResolver(ZBrandForm),
    mode: 'onTouched',
    defaultValues: { brandName: config.brandName },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.brandTitle}</CardTitle>
        <CardDescription>{texts.brandDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <FormField label={texts.platformName} error={form.formState.errors.brandName?.message}>
            <Input {...form.register('brandName')} />
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
