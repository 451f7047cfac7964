import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** The user's picture, or their initials when there is none (admin-area.md section 2). */
export function UserInitialsAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn('inline-flex size-12 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="grid size-full place-items-center font-semibold text-brand-900" aria-hidden>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
