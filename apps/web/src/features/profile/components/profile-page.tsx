import { messages, type CurrentUser } from '@aula/shared';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfileTab } from '../hooks/use-profile-tab';
import { ProfileHeader } from './profile-header';

export interface ProfileTab {
  /** its value of ?tab= */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * /dashboard/profile, 'Mi Perfil' (docs/product/accounts.md#profile-page): the header, the
 * statistics card, then the tabs.
 * The route hands in the statistics and the tabs, because they come from other features.
 */
export function ProfilePage({
  user,
  statistics,
  tabs,
}: {
  user: CurrentUser;
  statistics?: ReactNode;
  tabs: readonly ProfileTab[];
}) {
  const [active, select] = useProfileTab(tabs.map((tab) => tab.id));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.profile.title}</h1>
      <ProfileHeader user={user} />
      {statistics}
      <Tabs value={active} onValueChange={select} className="flex flex-col gap-4">
        <TabsList aria-label={messages.profile.tabsLabel}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
