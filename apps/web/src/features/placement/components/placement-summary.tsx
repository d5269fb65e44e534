import { formatCalendarDay, placementMessages as t, type Placement } from '@aula/shared';
import type { ReactNode } from 'react';

/** A person's place, read only: what their profile shows them. */
export function PlacementSummary({ place }: { place: Placement }) {
  const none = <span className="text-muted-foreground">{t.notSet}</span>;
  const rows: [string, ReactNode][] = [
    [t.unit, place.unit ? place.unit.path : none],
    [
      t.additionalUnits,
      place.additionalUnits.length > 0 ? (
        <ul>
          {place.additionalUnits.map((unit) => (
            <li key={unit.id}>{unit.path}</li>
          ))}
        </ul>
      ) : (
        none
      ),
    ],
    [t.position, place.position?.name ?? none],
    [t.profession, place.profession?.name ?? none],
    [t.specialty, place.specialty?.name ?? none],
    [t.staffNumber, place.staffNumber ?? none],
    [t.hireDate, place.hireDate ? formatCalendarDay(place.hireDate) : none],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
