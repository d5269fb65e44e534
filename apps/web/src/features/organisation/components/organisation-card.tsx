import { ORGANISATION_PATH, organisationMessages } from '@aula/shared';
import { SettingsLinkCard } from '@/components/settings-link-card';

const t = organisationMessages.screen;

/** 'Organización' on /dashboard/settings, for admins: the way to the tree of units and the positions. */
export function OrganisationCard() {
  return <SettingsLinkCard id="settings-organisation" to={ORGANISATION_PATH} copy={t} />;
}
