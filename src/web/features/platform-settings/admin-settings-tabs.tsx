import { FileText, Palette, Server, Users } from 'lucide-react';
import { adminSettingsTexts, settingsTabTexts as texts } from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAdminConfig } from './admin-config-queries';
import { BrandForm } from './brand-form';
import { ContentForm } from './content-form';
import { SystemStatusPanel } from './system-status-panel';
import { UserManagementTab } from './user-management-form';

/**
 * Admin Settings (admin-area.md section 2): the spec's Brand and Content forms, and User Management and System, which
 * the spec marks Soon (issue 16 builds them; they load their own data).
 */
export function AdminSettingsTabs({ onSaved }: { onSaved: () => void }) {
  const config = useAdminConfig();
  return (
    <Tabs defaultValue="brand" orientation="vertical" className="flex flex-col gap-6 md:flex-row">
      <TabsList aria-label={texts.adminSettings} className="h-fit md:w-56">
        <TabsTrigger value="brand">
          <Palette aria-hidden />
          {texts.brand}
        </TabsTrigger>
        <TabsTrigger value="content">
          <FileText aria-hidden />
          {texts.content}
        </TabsTrigger>
        <TabsTrigger value="users">
          <Users aria-hidden />
          {texts.userManagement}
        </TabsTrigger>
        <TabsTrigger value="system">
          <Server aria-hidden />
          {texts.system}
        </TabsTrigger>
      </TabsList>
      {config.isPending ? (
        <div className="grid flex-1 gap-4" aria-busy="true">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : config.isError ? (
        <Alert className="flex-1">{adminSettingsTexts.loadFailed}</Alert>
      ) : (
        <>
          <TabsContent value="brand">
            <BrandForm config={config.data} onSaved={onSaved} />
          </TabsContent>
          <TabsContent value="content">
            <ContentForm config={config.data} onSaved={onSaved} />
          </TabsContent>
        </>
      )}
      <TabsContent value="users" className="flex-1">
        <UserManagementTab />
      </TabsContent>
      <TabsContent value="system" className="flex-1">
        <SystemStatusPanel />
      </TabsContent>
    </Tabs>
  );
}
