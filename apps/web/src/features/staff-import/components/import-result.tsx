import { STAFF_IMPORT_PATH, type StaffImport, staffImportMessages as m } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionCard } from '@/components/ui/section-card';
import { ErrorFileButton } from './error-file-button';
import { FailingRows } from './failing-rows';
import { ImportCounts } from './import-counts';

const p = m.preview;

/** What a finished import did: its counts, the rows it refused, and the way to the next file. */
export function ImportResult({ staffImport }: { staffImport: StaffImport }) {
  const { counts, fullRoster } = staffImport;
  return (
    <SectionCard title={m.progress.result}>
      <ImportCounts
        label={m.progress.result}
        cards={[
          { label: p.create, value: counts.create },
          { label: p.update, value: counts.update },
          { label: p.unchanged, value: counts.unchanged },
          { label: p.fail, value: counts.fail, tone: 'warning' },
          ...(fullRoster ? [{ label: m.progress.deactivated, value: counts.deactivate }] : []),
        ]}
      />
      <FailingRows staffImport={staffImport} hint={p.failuresDoneHint} />
      <div className="flex flex-wrap gap-2">
        {counts.fail > 0 && <ErrorFileButton staffImport={staffImport} />}
        <ButtonLink to={STAFF_IMPORT_PATH} variant="outline">
          {p.start}
        </ButtonLink>
      </div>
    </SectionCard>
  );
}
