import { placementMessages as t } from '@aula/shared';
import { useId } from 'react';
import { usePlacement } from '../api/get-placement';
import { PlacementForm } from './placement-form';
import { PlacementLoader } from './placement-loader';

/** 'Organización' in the admin's user sheet: the person's place, loaded and edited apart from the account. */
export function PlacementSection({ profileId }: { profileId: string }) {
  const id = useId();
  const place = usePlacement(profileId);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 border-t pt-5">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {t.title}
        </h3>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <PlacementLoader query={place}>
        {(loaded) => <PlacementForm key={profileId} profileId={profileId} place={loaded} />}
      </PlacementLoader>
    </section>
  );
}
