import { Link } from 'react-router';
import { cn } from '../lib/cn';

interface BrandLogoProps {
  brandName: string | undefined;
  /** Header: the spec's 80 px logo; sidebar: a smaller mark. */
  size?: 'header' | 'sidebar';
}

export function BrandLogo({ brandName, size = 'header' }: BrandLogoProps) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md">
      <img
        src="/logo.svg"
        alt={brandName ? `${brandName} home` : 'Home'}
        className={cn('w-auto shrink-0', size === 'header' ? 'h-20' : 'h-12')}
        width={size === 'header' ? 80 : 48}
        height={size === 'header' ? 80 : 48}
      />
      <span
        aria-hidden
        className={cn(
          'truncate font-bold tracking-tight text-brand-900',
          size === 'header' ? 'text-lg sm:text-xl' : 'text-base',
        )}
      >
        {brandName}
      </span>
    </Link>
  );
}
