import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { cn } from '../lib/cn';
import { AdminSidebar } from './admin-sidebar';

/** Sidebar beside the page on large screens; on small ones a top bar opens it as a drawer. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a path change.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-background lg:flex">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-card px-4 py-2 lg:hidden">
        <span className="text-sm font-semibold text-brand-900">Admin</span>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={drawerOpen}
          aria-controls="admin-sidebar"
          aria-label={drawerOpen ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? <X className="size-6!" aria-hidden /> : <Menu className="size-6!" aria-hidden />}
        </Button>
      </header>
      <aside
        id="admin-sidebar"
        className={cn(
          'border-r border-border bg-card lg:sticky lg:top-0 lg:block lg:h-screen lg:w-64 lg:shrink-0',
          drawerOpen ? 'block' : 'hidden',
        )}
      >
        <AdminSidebar />
      </aside>
      <main id="main" className="min-w-0 flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
