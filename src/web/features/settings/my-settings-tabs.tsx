import { Bell, CreditCard, Shield, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { settingsTabTexts as texts } from '../../../shared/domain/settings-texts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';

interface MySettingsTabsProps {
  brandName: string;
  onProfileSaved: () => void;
  onDeleted: () => void;
  /** The Billing tab's content; the route supplies the billing feature's purchase card. */
  billing: ReactNode;
}

/** The four vertical tabs every signed-in user has (learner-area.md section 2). */
export function MySettingsTabs({ brandName, onProfileSaved, onDeleted, billing }: MySettingsTabsProps) {
  const [tab, setTab] = useState('profile');
  // The Notifications tab links to the time zone, which lives on the Profile tab.
  const changeTimeZone = () => {
    setTab('profile');
    requestAnimationFrame(() => document.querySelector<HTMLSelectElement>('select[name="timezone"]')?.focus());
  };
  return (
    <Tabs value={tab} onValueChange={setTab} orientation="vertical" className="flex flex-col gap-6 md:flex-row">
      <TabsList aria-label={texts.mySettings} className="h-fit md:w-56">
        <TabsTrigger value="profile">
          <UserRound aria-hidden />
          {texts.profile}
        </TabsTrigger>
        <TabsTrigger value="notifications">
          <Bell aria-hidden />
          {texts.notifications}
        </TabsTrigger>
        <TabsTrigger value="privacy">
          <Shield aria-hidden />
          {texts.privacy}
        </TabsTrigger>
        <TabsTrigger value="billing">
          <CreditCard aria-hidden />
          {texts.billing}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab onSaved={onProfileSaved} />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab onChangeTimeZone={changeTimeZone} />
      </TabsContent>
      <TabsContent value="privacy">
        <PrivacyTab brandName={brandName} onDeleted={onDeleted} />
      </TabsContent>
      <TabsContent value="billing">{billing}</TabsContent>
    </Tabs>
  );
}
