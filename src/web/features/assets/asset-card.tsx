import { Copy, File, FileText, Film, ImageIcon, type LucideIcon, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { TAsset } from '../../../shared/contract/assets';
import { formatAssetSize, assetTexts as texts } from '../../../shared/domain/asset-texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The spec's icons by type: image, video, pdf, or generic. */
function iconFor(mimeType: string): LucideIcon {
  if (mimeType.startsWith('image/')) return ImageIcon;
  if (mimeType.startsWith('video/')) return Film;
  if (mimeType === 'application/pdf') return FileText;
  return File;
}

async function copyAddress(asset: TAsset) {
  try {
    await navigator.clipboard.writeText(new URL(asset.url, window.location.origin).href);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.copyFailed);
  }
}

interface AssetCardProps {
  asset: TAsset;
  onDelete: (asset: TAsset) => void;
}

/** One asset: a preview (the image itself when the list sent it, else an icon), its name and size in KB. */
export function AssetCard({ asset, onDelete }: AssetCardProps) {
  const Icon = iconFor(asset.mimeType);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative flex aspect-video items-center justify-center bg-muted">
        {asset.contentBase64 ? (
          <img
            src={`data:${asset.mimeType};base64,${asset.contentBase64}`}
            alt={texts.previewAlt(asset.originalFilename)}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <Icon className="size-12 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="break-all text-sm font-semibold">{asset.originalFilename}</h2>
        <p className="text-sm text-muted-foreground">{formatAssetSize(asset.fileSize)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Button
            variant="outline"
            size="sm"
            aria-label={texts.copyUrl(asset.originalFilename)}
            onClick={() => void copyAddress(asset)}
          >
            <Copy aria-hidden />
            {texts.copyUrlShort}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={texts.deleteLabel(asset.originalFilename)}
            onClick={() => onDelete(asset)}
          >
            <Trash2 aria-hidden />
            {texts.delete}
          </Button>
        </div>
      </div>
    </Card>
  );
}
