import { useParams } from 'react-router';
import { certificateVerifyTexts as texts } from '../../shared/domain/certificate-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { CertificateVerification } from '../features/certificate/certificate-verification';
import { usePageTitle } from '../features/site/use-page-title';

/** /certificates/:number, public: anyone holding a certificate (or its QR code) can check it here. */
export default function CertificateVerifyPage() {
  usePageTitle(texts.title);
  const number = useParams().number ?? '';
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader heading={texts.heading} />
      <CertificateVerification number={number} />
    </PageContainer>
  );
}
