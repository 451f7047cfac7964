import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { TProfile } from '../../../shared/contract/settings';
import { avatarTypes } from '../../../shared/domain/avatars';
import { avatarTexts as texts } from '../../../shared/domain/settings-texts';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useUpdateProfile, useUploadAvatar } from './settings-queries';

/**
 * The Profile card's picture (issue 25, L22): the current one, a file input to upload another and a button to go
 * back to the default icon. Pictures are uploaded, never linked: a picture on another site would tell that site who
 * looks at it. The server decides what the file is; its refusal is shown here as it says it.
 */
export function AvatarPicker({ user, onSaved }: { user: TProfile; onSaved: () => void }) {
  const upload = useUploadAvatar(onSaved);
  const remove = useUpdateProfile(onSaved);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const busy = upload.isPending || remove.isPending;

  // Progress and success are toasts, as for the rest of the profile; an error stays in the card, next to the control.
  const change = (saving: Promise<unknown>, loading: string, success: string) => {
    setError(null);
    const toastId = toast.loading(loading);
    saving.then(
      () => toast.success(success, { id: toastId }),
      (failure: Error) => {
        toast.dismiss(toastId);
        setError(failure.message);
      },
    );
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen twice in a row (after fixing nothing) still uploads, and still answers.
    event.target.value = '';
    if (file) change(upload.mutateAsync(file), texts.uploading, texts.uploaded);
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-help`}>
      <legend className="mb-2 text-sm font-medium">{texts.picture}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={user.avatarUrl} className="size-16" />
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept={avatarTypes.join(',')}
            className="peer sr-only"
            disabled={busy}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={onFile}
          />
          {/* The input itself is hidden for its looks; the label is what the pointer clicks and the focus shows on. */}
          <label
            htmlFor={`${id}-file`}
            className={cn(
              buttonClasses('outline', 'sm'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
              'peer-focus-visible:outline-ring peer-disabled:cursor-progress peer-disabled:opacity-60',
            )}
          >
            {texts.upload}
          </label>
          {user.avatarUrl ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => change(remove.mutateAsync({ avatarUrl: null }), texts.removing, texts.removed)}
            >
              {texts.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {user.avatarUrl ? texts.help : `${texts.none} ${texts.help}`}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
