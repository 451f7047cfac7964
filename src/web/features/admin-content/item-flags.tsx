import { itemFlagLabel } from '../../../shared/domain/content-admin';
import { Badge } from '../../components/ui/badge';

export function ItemFlags({ flags }: { flags: string[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge variant="warning">{itemFlagLabel(flag)}</Badge>
        </li>
      ))}
    </ul>
  );
}
