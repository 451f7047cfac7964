import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { jurisdictions, type TJurisdiction } from '../../../shared/domain/jurisdictions';
import { formatFileSize, knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { type TQueueItem, useUploadQueue } from './upload-queue';

const acceptedTypes = '.pdf,.txt,.csv,application/pdf,text/plain,text/csv';
const statusTone: Record<TQueueItem['status'], string> = {
  pending: 'text-muted-foreground',
  uploading: 'text-primary',
  success: 'text-green-800',
  error: 'text-destructive',
};

/** "Upload New Documents": the drop zone, the jurisdictions and the list of files to upload (admin-area.md). */
export function UploadPanel() {
  const queue = useUploadQueue();
  const [selected, setSelected] = useState<TJurisdiction[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const pendingCount = queue.items.filter((item) => item.status === 'pending').length;
  const successCount = queue.items.filter((item) => item.status === 'success').length;
  const labels = jurisdictions.filter((j) => selected.includes(j.value)).map((j) => j.label);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby="upload-heading" className="grid gap-5 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id="upload-heading" className="text-lg font-semibold">
        {texts.uploadSection}
      </h2>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid cursor-pointer place-items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center',
          'transition-colors hover:bg-muted/50 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden />
        <span className="font-medium">{dragging ? texts.dropActive : texts.dropPrompt}</span>
        <span id={hintId} className="text-sm text-muted-foreground">
          {texts.dropHint}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedTypes}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            queue.add(Array.from(event.target.files ?? []));
            // The same file may be chosen again after it was removed from the list.
            event.target.value = '';
          }}
        />
      </label>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.jurisdictionsLegend}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {jurisdictions.map((jurisdiction) => {
            const id = `upload-jurisdiction-${jurisdiction.value}`;
            return (
              <div key={jurisdiction.value} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={selected.includes(jurisdiction.value)}
                  onCheckedChange={(checked) =>
                    setSelected((current) =>
                      jurisdictions
                        .map((j) => j.value)
                        .filter((value) => (value === jurisdiction.value ? checked === true : current.includes(value))),
                    )
                  }
                />
                <Label htmlFor={id} className="cursor-pointer font-normal">
                  {jurisdiction.label}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>

      {queue.items.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="text-sm font-semibold">{texts.filesToUpload(queue.items.length)}</h3>
          <p className="text-sm text-muted-foreground">{texts.appliedJurisdictions(labels)}</p>
          <ul className="grid gap-2">
            {queue.items.map((item) => (
              <QueueRow key={item.id} item={item} onRemove={() => queue.remove(item.id)} />
            ))}
          </ul>
          {successCount > 0 ? (
            <p className="text-sm font-medium text-green-800">
              {texts.uploadedCount(successCount, queue.items.length)}
            </p>
          ) : null}
        </div>
      ) : null}

      {selected.length === 0 ? (
        <p className="text-sm font-medium text-amber-900" role="note">
          {texts.jurisdictionRequired}
        </p>
      ) : null}
      <div>
        <Button
          disabled={queue.uploading || selected.length === 0 || pendingCount === 0}
          onClick={() => void queue.uploadAll(selected)}
        >
          {queue.uploading ? texts.uploading : texts.uploadButton(pendingCount)}
        </Button>
      </div>
    </section>
  );
}

function QueueRow({ item, onRemove }: { item: TQueueItem; onRemove: () => void }) {
  const removable = item.status === 'pending' || item.status === 'error';
  return (
    <li className="flex items-start gap-3 rounded-md border border-border p-3" data-status={item.status}>
      <FileText className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="min-w-0 font-medium break-all">{item.file.name}</span>
          <span className="text-xs text-muted-foreground">{formatFileSize(item.file.size)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${item.file.name}: ${texts.queueStatus[item.status]}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', item.status === 'error' ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${item.progress}%` }}
          />
        </div>
        <span className={cn('text-xs font-medium', statusTone[item.status])}>{texts.queueStatus[item.status]}</span>
        {item.error ? <p className="text-sm text-destructive">{item.error}</p> : null}
      </div>
      {removable ? (
        <Button variant="ghost" size="icon" aria-label={texts.removeFile(item.file.name)} onClick={onRemove}>
          <X aria-hidden />
        </Button>
      ) : null}
    </li>
  );
}
