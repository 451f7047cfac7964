import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { authLinks } from '../../shared/domain/navigation';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { useAuth } from '../features/auth/auth-context';
import { cn } from '../lib/cn';
import { useLogoutAction } from './use-logout-action';

/** The header's auth area (spec 2): a placeholder while the session loads, then the user or the sign-in links. */
export function HeaderAuth({ stacked = false }: { stacked?: boolean }) {
  const { authState } = useAuth();
  const onLogout = useLogoutAction();
  const layout = cn('flex gap-2', stacked ? 'flex-col items-stretch' : 'items-center');

  if (authState.status === 'loading') {
    return (
      <div className={layout} aria-busy="true">
        <Skeleton className={cn('h-10', stacked ? 'w-full' : 'w-44')} />
      </div>
    );
  }
  if (authState.status === 'authenticated') {
    const { user } = authState;
    return (
      <div className={layout}>
        <Link
          to="/settings"
          className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-muted"
        >
          <Avatar src={user.avatarUrl} />
          <span className="truncate">{user.displayName}</span>
        </Link>
        <Button variant="outline" size="sm" onClick={onLogout}>
          <LogOut aria-hidden />
          {authLinks.logout}
        </Button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Button asChild variant="ghost" size="sm">
        <Link to={authLinks.login.to}>{authLinks.login.label}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={authLinks.register.to}>{authLinks.register.label}</Link>
      </Button>
    </div>
  );
}
