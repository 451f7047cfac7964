import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { DiscountCodesScreen } from '../../features/admin-discounts/discount-codes-screen';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminDiscountCodesPage() {
  usePageTitle(adminPageTexts.discountCodes.title);
  return (
    <PageContainer>
      <DiscountCodesScreen />
    </PageContainer>
  );
}
