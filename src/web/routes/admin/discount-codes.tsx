import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminDiscountCodesPage() {
  return <PlaceholderPage text={adminPageTexts.discountCodes} />;
}
