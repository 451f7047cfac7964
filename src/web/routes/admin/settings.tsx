import { useQueryClient } from '@tanstack/react-query';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { AdminSettingsTabs } from '../../features/platform-settings/admin-settings-tabs';
import { siteConfigQuery } from '../../features/site/site-config-query';
import { usePageTitle } from '../../features/site/use-page-title';

// The sidebar's Settings entry: the same Admin Settings the spec places inside /settings, on a page of its own so an
// admin reaches them in one click. A saved config refreshes the brand everywhere, as it does on /settings.
export default function AdminSettingsPage() {
  const text = adminPageTexts.settings;
  usePageTitle(text.title);
  const queryClient = useQueryClient();
  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description} />
      <AdminSettingsTabs onSaved={() => queryClient.invalidateQueries({ queryKey: siteConfigQuery.queryKey })} />
    </PageContainer>
  );
}
