import { can, type CurrentUser, organisationMessages } from '@aula/shared';
import { SettingsNoAccess, SETTINGS_PATH } from '@/components/settings-no-access';
import { BackLink } from '@/components/ui/back-link';
import { hasErrorCode } from '@/lib/api/api-error';
import { usePositions, useUnitTree } from '@/lib/organisation/organisation-lists';
import { viewerOf } from '@/lib/session/use-can';
import { PositionsSection } from './positions-section';
import { UnitsSection } from './units-section';

const t = organisationMessages.screen;

/** The tree of units and the positions (docs/product/organisation.md#the-screen). */
function Organisation() {
  const units = useUnitTree();
  const positions = usePositions();

  if (hasErrorCode(units.error, 'forbidden') || hasErrorCode(positions.error, 'forbidden')) {
    return <SettingsNoAccess copy={t} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink to={SETTINGS_PATH}>{t.backToSettings}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      <UnitsSection query={units} />
      <PositionsSection query={positions} />
    </div>
  );
}

/** ORGANISATION_PATH: admins only; anyone else gets a clear 'no access' without asking the server. */
export function OrganisationPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'organisation.manage')) return <SettingsNoAccess copy={t} />;
  return <Organisation />;
}
