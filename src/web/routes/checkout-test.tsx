import { useSearchParams } from 'react-router';
import { testCheckoutTexts as texts } from '../../shared/domain/checkout-texts';
import { PageContainer } from '../components/ui/page-container';
import { TestCheckout } from '../features/checkout/test-checkout';
import { useSiteConfig } from '../features/site/site-config-query';
import { usePageTitle } from '../features/site/use-page-title';

/** /checkout/test?session_id=cs_test_...: where the local payment provider sends the buyer. */
export default function CheckoutTestPage() {
  usePageTitle(texts.title);
  const [params] = useSearchParams();
  const brandName = useSiteConfig().config?.brandName;
  return (
    <PageContainer>
      {/* A missing id takes the same "not found" path as an unknown one: the server answers with its message. */}
      <TestCheckout sessionId={params.get('session_id') ?? ''} brandName={brandName} />
    </PageContainer>
  );
}
