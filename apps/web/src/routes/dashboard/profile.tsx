import { can, messages, placementMessages } from '@aula/shared';
import { CertificatesTab } from '@/features/certificates/components/certificates-tab';
import { AchievementsTab } from '@/features/dashboard/components/achievements-tab';
import { StudentStatistics } from '@/features/dashboard/components/student-statistics';
import { MyCoursesSummary } from '@/features/learning/my-courses/components/my-courses-summary';
import { OwnPlacementTab } from '@/features/placement/components/own-placement-tab';
import { PersonalInfoTab } from '@/features/profile/components/personal-info-tab';
import { ProfilePage, type ProfileTab } from '@/features/profile/components/profile-page';
import { profileTabIds } from '@/features/profile/lib/profile-tabs';
import { viewerOf } from '@/lib/session/use-can';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/profile: 'Mi Perfil' (docs/product/accounts.md#profile-page) for the signed-in user, with its tabs. */
export function Component() {
  const user = useDashboardUser();
  const tabs: readonly ProfileTab[] = [
    {
      id: profileTabIds.personalInfo,
      label: messages.profile.personalInfo.tab,
      content: <PersonalInfoTab user={user} />,
    },
    {
      id: profileTabIds.organisation,
      label: placementMessages.title,
      // The institution keeps a person's place; an admin, who keeps it, edits their own here too.
      content: <OwnPlacementTab profileId={user.id} editable={can(viewerOf(user), 'users.manage')} />,
    },
    { id: profileTabIds.courses, label: messages.myCourses.title, content: <MyCoursesSummary /> },
    { id: profileTabIds.achievements, label: messages.achievements.tab, content: <AchievementsTab /> },
    { id: profileTabIds.certificates, label: messages.certificates.tab, content: <CertificatesTab /> },
  ];
  return <ProfilePage user={user} statistics={<StudentStatistics />} tabs={tabs} />;
}
