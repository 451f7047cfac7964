import { useState } from 'react';
import type { TAsset } from '../../../shared/contract/assets';
import { assetSkeletonCount, assetTexts as texts } from '../../../shared/domain/asset-texts';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { AdminBreadcrumb } from '../../components/ui/admin-breadcrumb';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { AssetCard } from './asset-card';
import { AssetDropZone } from './asset-drop-zone';
import { useAssets, useUploadAsset } from './asset-queries';
import { DeleteAssetDialog } from './delete-asset-dialog';

// As many columns as fit cards wide enough for their two buttons side by side.
const gridClass = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4';

/** /admin/assets (admin-area.md section 2): a single-file drop zone and the grid of uploaded assets. */
export function AssetsScreen() {
  const list = useAssets();
  const upload = useUploadAsset();
  const [deleting, setDeleting] = useState<TAsset | null>(null);

  return (
    <>
      <AdminBreadcrumb root={texts.breadcrumbRoot} current={texts.breadcrumb} />
      <PageHeader heading={adminPageTexts.assets.heading} />
      <AssetDropZone uploading={upload.isPending} onFile={(file) => upload.mutate(file)} />
      <section aria-label={texts.listLabel} aria-busy={list.isPending} className="mt-8">
        {list.isError ? (
          <Alert>{texts.loadFailed}</Alert>
        ) : list.data?.length === 0 ? (
          <p className="text-center text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className={gridClass}>
            {list.data
              ? list.data.map((asset) => (
                  <li key={asset.id}>
                    <AssetCard asset={asset} onDelete={setDeleting} />
                  </li>
                ))
              : Array.from({ length: assetSkeletonCount }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
                  <li key={index}>
                    <Skeleton className="h-56 w-full rounded-xl" />
                  </li>
                ))}
          </ul>
        )}
      </section>
      <DeleteAssetDialog asset={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
