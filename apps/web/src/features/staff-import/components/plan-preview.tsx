import { type StaffImport, staffImportMessages as m } from '@aula/shared';
import { useEffect, useRef } from 'react';
import { changesNothing } from '../lib/import-plan';
import { AbsentPeople } from './absent-people';
import { ErrorFileButton } from './error-file-button';
import { FailingRows } from './failing-rows';
import { ImportCounts } from './import-counts';
import { RunButton } from './run-button';

const p = m.preview;
const BLOCKED_ID = 'staff-import-blocked';

interface PlanPreviewProps {
  staffImport: StaffImport;
  /** the columns or the options changed since this preview: it no longer says what 'Importar' would do */
  stale: boolean;
  /** grows with each review done on this page: the focus moves to the preview it produced */
  reviews: number;
}

/**
 * 'Vista previa' (docs/product/staff-import.md#the-preview): what the import would do, row by row,
 * with nothing written yet; 'Importar' once it would change something and still matches the form.
 */
export function PlanPreview({ staffImport, stale, reviews }: PlanPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviews > 0) heading.current?.focus();
  }, [reviews]);

  const { counts, fullRoster, unitsToCreate } = staffImport;
  const nothingToDo = changesNothing(counts);
  const blocked = stale ? p.stale : nothingToDo ? p.nothingToDo : null;

  return (
    <section
      aria-labelledby="staff-import-preview"
      className="flex min-w-0 flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-1.5">
        <h2
          ref={heading}
          id="staff-import-preview"
          tabIndex={-1}
          className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {p.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{p.hint}</p>
      </div>

      <ImportCounts
        label={p.counts}
        cards={[
          { label: p.create, value: counts.create },
          { label: p.update, value: counts.update },
          { label: p.unchanged, value: counts.unchanged },
          { label: p.fail, value: counts.fail, tone: 'warning' },
          ...(fullRoster
            ? [{ label: p.deactivate, value: counts.deactivate, tone: 'warning' as const }]
            : []),
        ]}
      />

      {unitsToCreate.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{p.unitsToCreate(unitsToCreate.length)}</p>
          <ul className="list-disc pl-5 text-sm">
            {unitsToCreate.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
        </div>
      )}

      <FailingRows staffImport={staffImport} hint={p.failuresHint} />
      {fullRoster && counts.deactivate > 0 && <AbsentPeople staffImport={staffImport} />}

      <div className="flex flex-col gap-3">
        {blocked && (
          <p id={BLOCKED_ID} className="text-sm font-medium text-amber-900">
            {blocked}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <RunButton staffImport={staffImport} blockedBy={blocked ? { id: BLOCKED_ID } : null} />
          {counts.fail > 0 && <ErrorFileButton staffImport={staffImport} />}
        </div>
      </div>
    </section>
  );
}
