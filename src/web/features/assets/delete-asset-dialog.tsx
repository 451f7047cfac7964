import type { TAsset } from '../../../shared/contract/assets';
import { assetTexts as texts } from '../../../shared/domain/asset-texts';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useDeleteAsset } from './asset-queries';

interface DeleteAssetDialogProps {
  asset: TAsset | null;
  onClose: () => void;
}

/** Confirm before deleting: the address stops working for every page that uses it. */
export function DeleteAssetDialog({ asset, onClose }: DeleteAssetDialogProps) {
  const remove = useDeleteAsset(onClose);
  return (
    <AlertDialog open={asset !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      {asset ? (
        <AlertDialogContent title={texts.deleteTitle} description={texts.deleteQuestion(asset.originalFilename)}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {texts.cancel}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(asset.id)}>
              {remove.isPending ? texts.deleting : texts.delete}
            </Button>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
