import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { accountMessages } from '../../../shared/domain/account';
import { privacyTexts as texts } from '../../../shared/domain/settings-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { downloadJson, useExportData } from './settings-queries';

interface PrivacyTabProps {
  brandName: string;
  onDeleted: () => void;
}

/** The file is named after the product (spec 4); spaces become hyphens so it is a plain file name. */
export const exportFileName = (brandName: string) =>
  `${brandName.trim().replace(/\s+/g, '-')}${accountMessages.exportFileSuffix}`;

export function PrivacyTab({ brandName, onDeleted }: PrivacyTabProps) {
  const exportData = useExportData();
  const onExport = () => {
    const job = exportData.mutateAsync().then((data) => downloadJson(data, exportFileName(brandName)));
    toast.promise(job, {
      loading: accountMessages.exporting,
      success: accountMessages.exported,
      error: (error: Error) => error.message || accountMessages.exportFailed,
    });
  };

  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <Card>
        <CardHeader>
          <CardTitle>{texts.exportTitle}</CardTitle>
          <CardDescription>{texts.exportDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={onExport} disabled={exportData.isPending}>
            <Download aria-hidden />
            {texts.exportButton}
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountCard onDeleted={onDeleted} />
    </div>
  );
}
