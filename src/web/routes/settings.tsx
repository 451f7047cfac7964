import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { learnerAccess } from '../../shared/domain/access';
import { defaultPlatformConfig } from '../../shared/domain/brand';
import { certificateCardTexts } from '../../shared/domain/certificate-texts';
import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { settingsTabTexts } from '../../shared/domain/settings-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAuth } from '../features/auth/auth-context';
import { sessionQueryKey } from '../features/auth/session-query';
import { PurchaseCard } from '../features/billing/purchase-card';
import { CertificateCard } from '../features/certificate/certificate-card';
import { AdminSettingsTabs } from '../features/platform-settings/admin-settings-tabs';
import { MySettingsTabs } from '../features/settings/my-settings-tabs';
import { siteConfigQuery, useSiteConfig } from '../features/site/site-config-query';
import { usePageTitle } from '../features/site/use-page-title';

// Composition happens here because it ties three features together: a saved profile refreshes the session user in
// the header, a saved config refreshes the brand everywhere, and a deleted account refreshes everything.
export default function SettingsPage() {
  const text = learnerPageTexts.settings;
  usePageTitle(text.title);
  const { authState } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brandName = useSiteConfig().config?.brandName ?? defaultPlatformConfig.brandName;
  if (authState.status !== 'authenticated') return null;
  const isStudentWithAccess = authState.user.role === 'student' && learnerAccess(authState.user) === 'granted';

  const mySettings = (
    <MySettingsTabs
      brandName={brandName}
      billing={
        <div className="grid gap-6">
          <PurchaseCard showPricingLink />
          {/* The certificate is re-downloadable here too; students without access have none to show. */}
          {isStudentWithAccess ? <CertificateCard heading={certificateCardTexts.settingsHeading} /> : null}
        </div>
      }
      onProfileSaved={() => queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      onDeleted={async () => {
        // Leave the guarded page first, synchronously: a navigation left in a transition (while the home chunk
        // loads) keeps /settings mounted, and the refreshed session would then bounce it to /login.
        await navigate('/', { flushSync: true });
        await queryClient.invalidateQueries();
      }}
    />
  );

  return (
    <PageContainer>
      <PageHeader heading={text.heading} backLink={{ to: '/dashboard', label: backToDashboardText }} />
      {authState.user.role === 'admin' ? (
        <Tabs defaultValue="mine" className="grid gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="mine" className="flex-1 justify-center">
              {settingsTabTexts.mySettings}
            </TabsTrigger>
            <TabsTrigger value="admin" className="flex-1 justify-center">
              {settingsTabTexts.adminSettings}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">{mySettings}</TabsContent>
          <TabsContent value="admin">
            <AdminSettingsTabs onSaved={() => queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey })} />
          </TabsContent>
        </Tabs>
      ) : (
        mySettings
      )}
    </PageContainer>
  );
}
