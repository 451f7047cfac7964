import { Link } from 'react-router';
import { footerLinks } from '../../shared/domain/navigation';
import { useSiteConfig } from '../features/site/site-config-query';

export function SiteFooter() {
  const brandName = useSiteConfig().config?.brandName;
  return (
    <footer className="border-t border-border bg-brand-950 text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm">
          © {new Date().getFullYear()} {brandName}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
