import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  heading: string;
  description?: string;
  backLink?: { to: string; label: string };
  children?: ReactNode;
}

export function PageHeader({ heading, description, backLink, children }: PageHeaderProps) {
  return (
    <header className="mb-8 space-y-3">
      {backLink ? (
        <Link
          to={backLink.to}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backLink.label}
        </Link>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{heading}</h1>
      {description ? <p className="max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      {children}
    </header>
  );
}
