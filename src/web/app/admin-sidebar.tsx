import {
  BarChart3,
  BookA,
  BookOpenText,
  Database,
  Images,
  Inbox,
  Layers,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Settings,
  Tags,
  TicketPercent,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { adminSidebarLinks, authLinks } from '../../shared/domain/navigation';
import { Avatar } from '../components/ui/avatar';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-context';
import { useSiteConfig } from '../features/site/site-config-query';
import { cn } from '../lib/cn';
import { BrandLogo } from './brand-logo';
import { useLogoutAction } from './use-logout-action';

const icons: Record<string, LucideIcon> = {
  '/admin/content': LayoutDashboard,
  '/admin/users': Users,
  '/admin/usage-analytics': BarChart3,
  '/admin/flashcards': Layers,
  '/admin/knowledge-base': Database,
  '/admin/tags': Tags,
  '/admin/glossary': BookA,
  '/admin/settings': Settings,
  '/admin/assets': Images,
  '/admin/contact': Mail,
  '/admin/outbox': Inbox,
  '/admin/discount-codes': TicketPercent,
};

/** Admin navigation (admin-area.md section 2): logo, links, and the signed-in admin with a Logout button. */
export function AdminSidebar() {
  const { authState } = useAuth();
  const brandName = useSiteConfig().config?.brandName;
  const onLogout = useLogoutAction();
  const user = authState.status === 'authenticated' ? authState.user : null;

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-border px-4 py-3">
        <BrandLogo brandName={brandName} size="sidebar" />
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {adminSidebarLinks.map((link) => {
            const Icon = icons[link.to] ?? BookOpenText;
            return (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-100 text-brand-900'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {link.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {user ? (
        <div className="border-t border-border p-4">
          <div className="mb-3 flex items-center gap-3">
            <Avatar src={user.avatarUrl} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{user.displayName}</p>
              <p className="text-xs capitalize text-muted-foreground">{user.role}</p>
            </div>
          </div>
          <Button variant="outline" size="sm" className="w-full" onClick={onLogout}>
            <LogOut aria-hidden />
            {authLinks.logout}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
