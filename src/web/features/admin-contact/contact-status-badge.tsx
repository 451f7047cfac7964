import { formatContactStatus } from '../../../shared/domain/admin-texts';
import type { TContactStatus } from '../../../shared/domain/contact';
import { Badge, type TBadgeVariant } from '../../components/ui/badge';

// admin-area.md section 4: primary for new, warning for in_progress, success for resolved.
const tones: Record<TContactStatus, TBadgeVariant> = { new: 'default', in_progress: 'warning', resolved: 'success' };

export function ContactStatusBadge({ status }: { status: TContactStatus }) {
  return (
    <Badge variant={tones[status]} className="capitalize">
      {formatContactStatus(status)}
    </Badge>
  );
}
