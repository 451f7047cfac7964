import { type FormEvent, useState } from 'react';
import { ZPrintedName } from '../../../shared/contract/certificates';
import { certificateCardTexts as texts } from '../../../shared/domain/certificate-texts';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useSaveCertificateName } from './certificate-queries';

interface CertificateNameFormProps {
  kind: 'issue' | 'rename';
  initialName: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/** The name to print: checked here with the contract's own rules, then by the server, whose message wins. */
export function CertificateNameForm({ kind, initialName, onDone, onCancel }: CertificateNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const save = useSaveCertificateName(kind, onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPrintedName.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, { onError: (failure) => setError(failure.message) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-md">
      <FormField label={texts.nameLabel} description={texts.nameHint} error={error}>
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={200} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? kind === 'issue'
              ? texts.issuing
              : texts.saving
            : kind === 'issue'
              ? texts.getCertificate
              : texts.saveName}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
