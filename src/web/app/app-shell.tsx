import { Outlet, ScrollRestoration } from 'react-router';
import { useReportTimeZone } from '../features/auth/use-report-time-zone';
import { useHashScroll } from './use-hash-scroll';

/** The root route: restores scroll positions, scrolls to URL hashes, and hosts every layout. */
export function AppShell() {
  useHashScroll();
  useReportTimeZone();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
