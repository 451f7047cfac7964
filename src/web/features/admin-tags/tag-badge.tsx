import type { TTag } from '../../../shared/contract/tags';
import { tagBadgeAlpha } from '../../../shared/domain/tag-texts';
import { defaultTagColor } from '../../../shared/domain/tags';

/** A tag in its colour: the colour with hex alpha 20 behind, 30 as border (admin-area.md section 2). */
export function TagBadge({ tag }: { tag: TTag }) {
  const color = tag.color ?? defaultTagColor;
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium text-foreground"
      style={{ backgroundColor: `${color}${tagBadgeAlpha.background}`, borderColor: `${color}${tagBadgeAlpha.border}` }}
    >
      <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
      {tag.name}
    </span>
  );
}
