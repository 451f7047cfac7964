import { UserRound } from 'lucide-react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

interface AvatarProps {
  src: string | null | undefined;
  className?: string;
}

/** The user's picture, or a default user icon while it loads or when there is none. Decorative: the name is beside it. */
export function Avatar({ src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn('inline-flex size-8 shrink-0 overflow-hidden rounded-full bg-brand-100', className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="grid size-full place-items-center text-brand-800">
        <UserRound className="size-1/2" aria-hidden />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
