import { Lock, ShieldAlert, TimerOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TLearnerAccess } from '../../shared/domain/access';
import { accessTexts } from '../../shared/domain/messages';
import { backToDashboardText, viewPricingText } from '../../shared/domain/page-texts';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { usePageTitle } from '../features/site/use-page-title';

interface AccessScreenProps {
  icon: ReactNode;
  heading: string;
  text: string;
  action: { to: string; label: string };
}

function AccessScreen({ icon, heading, text, action }: AccessScreenProps) {
  usePageTitle(heading);
  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-lg text-center">
        <CardContent className="space-y-4 p-8">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
            {icon}
          </span>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-muted-foreground">{text}</p>
          <Button asChild size="lg">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function AccessDenied({ role }: { role: string }) {
  return (
    <AccessScreen
      icon={<ShieldAlert className="size-7" aria-hidden />}
      heading={accessTexts.accessDenied}
      text={accessTexts.wrongRole(role)}
      action={{ to: '/dashboard', label: backToDashboardText }}
    />
  );
}

/** The purchase wall in front of study material (spec 6): no purchase yet, or access that has run out. */
export function PurchaseWall({ access }: { access: Exclude<TLearnerAccess, 'granted'> }) {
  const expired = access === 'expired';
  return (
    <AccessScreen
      icon={expired ? <TimerOff className="size-7" aria-hidden /> : <Lock className="size-7" aria-hidden />}
      heading={expired ? accessTexts.accessExpiredTitle : accessTexts.purchaseRequiredTitle}
      text={expired ? accessTexts.accessExpired : accessTexts.purchaseRequired}
      action={{ to: '/pricing', label: viewPricingText }}
    />
  );
}
