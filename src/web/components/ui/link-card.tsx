import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface LinkCardProps {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** A whole-card link for dashboards: one tab stop, the label is the accessible name's start. */
export function LinkCard({ to, label, description, icon: Icon }: LinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
    >
      <span className="grid size-12 place-items-center rounded-lg bg-brand-100 text-brand-800">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="space-y-1.5">
        <span className="block text-lg font-semibold text-foreground">{label}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary">
        Open
        <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}
