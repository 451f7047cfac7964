import { Navigate, Outlet, useLocation } from 'react-router';
import { learnerAccess, type TRole } from '../../shared/domain/access';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useAuth } from '../features/auth/auth-context';
import { loginPathFor } from '../features/auth/safe-next-path';
import { AccessDenied, PurchaseWall } from './access-screens';
import { SiteLayout } from './site-layout';

// Guards are layout routes: they render their children through <Outlet /> or a screen in their place.
// The server enforces the same rules on every call; these only decide what the browser shows.

/** Signed-in users only; everyone else goes to /login (spec 2, route guards), which brings them back here after. */
export function RequireAuth() {
  const { authState } = useAuth();
  const location = useLocation();
  if (authState.status === 'loading') return <PageSkeleton />;
  if (authState.status === 'unauthenticated') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

/**
 * Only the given roles; another role sees "Access Denied" inside the site layout, because the admin layout this
 * usually wraps is not theirs to see. Sits inside RequireAuth.
 */
export function RequireRole({ roles }: { roles: TRole[] }) {
  const { authState } = useAuth();
  if (authState.status !== 'authenticated') return null;
  if (!roles.includes(authState.user.role)) {
    return (
      <SiteLayout>
        <AccessDenied role={authState.user.role} />
      </SiteLayout>
    );
  }
  return <Outlet />;
}

/** Study material: admins pass, students need a purchase that grants access and has not expired (spec 6). */
export function RequireLearnerAccess() {
  const { authState } = useAuth();
  if (authState.status !== 'authenticated') return null;
  const access = learnerAccess(authState.user);
  if (access !== 'granted') return <PurchaseWall access={access} />;
  return <Outlet />;
}
