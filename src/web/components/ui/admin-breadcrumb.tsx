import { Link } from 'react-router';

interface AdminBreadcrumbProps {
  /** The first crumb, linking to the admin dashboard. */
  root: string;
  current: string;
}

/** The admin pages' "Admin / <page>" trail (admin-area.md names a breadcrumb for some pages). */
export function AdminBreadcrumb({ root, current }: AdminBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex items-center gap-2">
        <li>
          <Link to="/admin/content" className="hover:text-foreground hover:underline">
            {root}
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
