import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { learnerAccess } from '../../shared/domain/access';
import { headerLinks, learnerHeaderLinks } from '../../shared/domain/navigation';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-context';
import { useSiteConfig } from '../features/site/site-config-query';
import { cn } from '../lib/cn';
import { BrandLogo } from './brand-logo';
import { HeaderAuth } from './header-auth';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'text-brand-800 bg-brand-50' : 'text-muted-foreground',
  );

export function SiteHeader() {
  const brandName = useSiteConfig().config?.brandName;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { authState } = useAuth();
  // Only learners who can open the study screens see links to them; the server enforces access either way.
  const isLearner =
    authState.status === 'authenticated' &&
    (authState.user.role === 'admin' || learnerAccess(authState.user) === 'granted');
  const links = isLearner ? [...headerLinks, ...learnerHeaderLinks] : headerLinks;

  // A link in the small-screen menu navigates; the menu should not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a path change.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-24 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo brandName={brandName} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden lg:block">
          <HeaderAuth />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6!" aria-hidden /> : <Menu className="size-6!" aria-hidden />}
        </Button>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-border bg-card px-4 pb-5 pt-3 shadow-lg lg:hidden">
          <nav aria-label="Main" className="grid gap-1">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-4 border-t border-border pt-4">
            <HeaderAuth stacked />
          </div>
        </div>
      ) : null}
    </header>
  );
}
