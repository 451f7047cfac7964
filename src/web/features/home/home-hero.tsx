import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homeSectionTexts } from '../../../shared/domain/marketing-texts';
import { guaranteeBadgeText } from '../../../shared/domain/page-texts';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ChatMockup } from './chat-mockup';

interface HomeHeroProps {
  /** Undefined while the site configuration loads. */
  brandName: string | undefined;
  copy: string | undefined;
  /** The offer button, built by the route (it may create a checkout). */
  action: ReactNode;
}

export function HomeHero({ brandName, copy, action }: HomeHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card px-3 py-1 text-sm font-medium text-brand-800">
            <ShieldCheck className="size-4" aria-hidden />
            {guaranteeBadgeText}
          </p>
          {brandName ? (
            <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">{brandName}</h1>
          ) : (
            <Skeleton className="h-12 w-72" />
          )}
          {copy ? (
            <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{copy}</p>
          ) : (
            <div className="space-y-2" aria-busy="true">
              <Skeleton className="h-5 w-full max-w-xl" />
              <Skeleton className="h-5 w-4/5 max-w-lg" />
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            {action}
            <Button asChild size="lg" variant="outline">
              <Link to="/features">{homeSectionTexts.exploreFeatures}</Link>
            </Button>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <ChatMockup />
        </div>
      </div>
    </section>
  );
}
