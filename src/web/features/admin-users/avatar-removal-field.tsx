import { adminUsersTexts } from '../../../shared/domain/admin-texts';
import { avatarTexts as texts } from '../../../shared/domain/settings-texts';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';

interface AvatarRemovalFieldProps {
  /** The picture's address, or '' once Remove is pressed (sent as null on Save). */
  value: string;
  onChange: (value: string) => void;
  /** Pressed Remove in this dialog: the picture goes on Save. */
  removed: boolean;
}

/**
 * The Edit User dialog's picture (issue 25, L22): an admin can take a learner's picture away, not set one. Pictures
 * are uploaded by their owner; an address typed here would load another site's image in every admin's browser.
 */
export function AvatarRemovalField({ value, onChange, removed }: AvatarRemovalFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{adminUsersTexts.avatar}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar src={value || null} className="size-12" />
        {value ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            {texts.remove}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{removed ? texts.removedOnSave : texts.none}</p>
        )}
      </div>
    </fieldset>
  );
}
