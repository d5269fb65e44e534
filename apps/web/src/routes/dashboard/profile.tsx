import { messages } from '@aula/shared';
import { CertificatesTab } from '../../features/certificates/components/certificates-tab';
import { ProfilePage, type ProfileTab } from '../../features/profile/components/profile-page';
import { profileTabIds } from '../../features/profile/profile-tabs';
import { useDashboardUser } from './dashboard-user';

/** The tabs built so far; Información Personal, Mis Cursos and Logros join them later. */
const tabs: readonly ProfileTab[] = [
  { id: profileTabIds.certificates, label: messages.certificates.tab, content: <CertificatesTab /> },
];

/** /dashboard/profile: 'Mi Perfil' (SPEC.md §2) for the signed-in user. */
export function Component() {
  const user = useDashboardUser();
  return <ProfilePage user={user} tabs={tabs} />;
}
