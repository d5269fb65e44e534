import { placementMessages as t } from '@aula/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOwnPlacement } from '../api/get-placement';
import { PlacementForm } from './placement-form';
import { PlacementLoader } from './placement-loader';
import { PlacementSummary } from './placement-summary';

/**
 * 'Organización' in 'Mi Perfil': where the person works, as the institution records it. Read only,
 * since the employer keeps it; an admin, who keeps it, edits their own here too.
 */
export function OwnPlacementTab({ profileId, editable }: { profileId: string; editable: boolean }) {
  const place = useOwnPlacement();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{editable ? t.description : t.readOnlyNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <PlacementLoader query={place}>
          {(loaded) =>
            editable ? (
              <PlacementForm profileId={profileId} place={loaded} />
            ) : (
              <PlacementSummary place={loaded} />
            )
          }
        </PlacementLoader>
      </CardContent>
    </Card>
  );
}
