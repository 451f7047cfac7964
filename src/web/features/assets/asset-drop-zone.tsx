import { Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { assetTexts as texts } from '../../../shared/domain/asset-texts';
import { cn } from '../../lib/cn';

interface AssetDropZoneProps {
  uploading: boolean;
  onFile: (file: File) => void;
}

/**
 * The spec's single-file drop zone, with the platform's own drag and drop and a real file input: the input keeps the
 * keyboard and screen-reader path (Tab to it, Enter or Space opens the picker), the label around it takes clicks
 * and drops. Only the first file of a drop is used, as the spec says.
 */
export function AssetDropZone({ uploading, onFile }: AssetDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !uploading) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
    setDragging(true);
  };

  const message = uploading ? texts.uploading : dragging ? texts.dropHere : texts.dragOrClick;
  return (
    <label
      onDrop={onDrop}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      className={cn(
        'flex min-h-36 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed',
        'border-border bg-card p-6 text-center text-muted-foreground transition-colors hover:border-primary',
        'focus-within:border-primary focus-within:ring-2 focus-within:ring-ring',
        dragging && 'border-primary bg-brand-50',
        uploading && 'cursor-progress opacity-70',
      )}
    >
      <Upload className="size-8" aria-hidden />
      <span aria-live="polite" className="text-sm font-medium text-foreground">
        {message}
      </span>
      <input
        ref={input}
        type="file"
        aria-label={texts.dropZoneLabel}
        className="sr-only"
        disabled={uploading}
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen twice in a row still uploads twice.
          if (input.current) input.current.value = '';
        }}
      />
    </label>
  );
}
