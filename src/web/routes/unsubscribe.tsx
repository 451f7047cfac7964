import { useSearchParams } from 'react-router';
import { unsubscribeTexts as texts } from '../../shared/domain/reminder-texts';
import { AuthCard } from '../features/auth/auth-card';
import { UnsubscribeForm } from '../features/settings/unsubscribe-form';
import { usePageTitle } from '../features/site/use-page-title';

/** Opened from a study reminder's unsubscribe link; public, the signed token in the address names the account. */
export default function UnsubscribePage() {
  usePageTitle(texts.title);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthCard heading={texts.heading} description={texts.description}>
      <UnsubscribeForm token={token} />
    </AuthCard>
  );
}
