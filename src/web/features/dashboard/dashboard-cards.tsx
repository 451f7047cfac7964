import {
  BookA,
  Bot,
  Database,
  FileQuestion,
  GraduationCap,
  Layers,
  type LucideIcon,
  Settings,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { TNavCard } from '../../../shared/domain/navigation';
import { LinkCard } from '../../components/ui/link-card';
import { cn } from '../../lib/cn';

const icons: Record<string, LucideIcon> = {
  '/ai-assistant': Bot,
  '/course': GraduationCap,
  '/exams': FileQuestion,
  '/flashcards': Layers,
  '/glossary': BookA,
  '/settings': Settings,
  '/admin/users': Users,
  '/admin/knowledge-base': Database,
  '/admin/discount-codes': TicketPercent,
};

export function DashboardCards({ cards }: { cards: TNavCard[] }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', cards.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3')}>
      {cards.map((card) => (
        <li key={card.to}>
          <LinkCard {...card} icon={icons[card.to] ?? Layers} />
        </li>
      ))}
    </ul>
  );
}
