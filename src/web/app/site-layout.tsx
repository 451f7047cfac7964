import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer. `children` lets a guard show its screen in the same frame instead of a route's page. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {/* A full screen while the page loads: the footer then waits below the fold instead of being pushed down
            in view when the page arrives (a layout shift Lighthouse counts). */}
        <Suspense
          fallback={
            <div className="min-h-screen">
              <PageSkeleton />
            </div>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
