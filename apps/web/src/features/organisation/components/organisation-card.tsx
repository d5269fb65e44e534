import { ORGANISATION_PATH, organisationMessages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionCard } from '@/components/ui/section-card';

const t = organisationMessages.screen;

/** 'Organización' on /dashboard/settings, for admins: the way to the tree of units and the positions. */
export function OrganisationCard() {
  return (
    <SectionCard id="settings-organisation" title={t.title} description={t.settingsLinkText}>
      <ButtonLink to={ORGANISATION_PATH} variant="outline" className="self-start">
        {t.open}
      </ButtonLink>
    </SectionCard>
  );
}
