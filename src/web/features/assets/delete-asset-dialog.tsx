import type { TAsset } from '../../../shared/contract/assets';
import { assetTexts as texts } from '../../../shared/domain/asset-texts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { useDeleteAsset } from './asset-queries';

interface DeleteAssetDialogProps {
  asset: TAsset | null;
  onClose: () => void;
}

const dialogTexts = { title: texts.deleteTitle, cancel: texts.cancel, delete: texts.delete, deleting: texts.deleting };

/** Confirm before deleting: the address stops working for every page that uses it. */
export function DeleteAssetDialog({ asset, onClose }: DeleteAssetDialogProps) {
  const remove = useDeleteAsset(onClose);
  return (
    <ConfirmDeleteDialog
      open={asset !== null}
      texts={dialogTexts}
      description={asset ? texts.deleteQuestion(asset.originalFilename) : ''}
      pending={remove.isPending}
      onConfirm={() => asset && remove.mutate(asset.id)}
      onClose={onClose}
    />
  );
}
