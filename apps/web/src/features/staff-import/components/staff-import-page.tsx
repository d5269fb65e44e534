import {
  can,
  type CurrentUser,
  STAFF_IMPORT_PATH,
  type StaffImport,
  staffImportMessages as m,
} from '@aula/shared';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { hasErrorCode } from '@/lib/api/api-error';
import { viewerOf } from '@/lib/session/use-can';
import { useStaffImport } from '../api/get-staff-import';
import { USERS_PATH } from '../lib/staff-import-paths';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { ImportSkeleton } from './import-skeleton';
import { ImportStatusBadge } from './import-status-badge';
import { PlanStep } from './plan-step';
import { StaffImportNoAccess } from './staff-import-no-access';

const isPlanning = (status: StaffImport['status']) => status === 'uploaded' || status === 'previewed';

function ImportView({ staffImport }: { staffImport: StaffImport }) {
  // An import the page opened on before it ran was started here: the focus follows it.
  const [openedPlanning] = useState(() => isPlanning(staffImport.status));
  const planning = isPlanning(staffImport.status);
  const startedHere = !planning && openedPlanning;

  return (
    <article aria-labelledby="staff-import-title" className="flex min-w-0 flex-col gap-6">
      <BackLink to={USERS_PATH}>{m.back}</BackLink>
      <header className="flex flex-col gap-2">
        <h1 id="staff-import-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {m.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-all text-muted-foreground">
            {m.fileLine(staffImport.fileName, staffImport.rowCount)}
          </p>
          <ImportStatusBadge status={staffImport.status} />
        </div>
      </header>
      {planning ? (
        <PlanStep staffImport={staffImport} />
      ) : (
        <>
          <ImportProgress staffImport={staffImport} focus={startedHere} />
          {staffImport.status === 'done' && <ImportResult staffImport={staffImport} />}
        </>
      )}
    </article>
  );
}

function ImportNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{m.notFound}</h1>
      <ButtonLink to={STAFF_IMPORT_PATH}>{m.open}</ButtonLink>
    </section>
  );
}

function StaffImportScreen({ importId }: { importId: string }) {
  const staffImport = useStaffImport(importId);

  if (staffImport.data) return <ImportView staffImport={staffImport.data} />;
  if (staffImport.isPending) return <ImportSkeleton />;
  if (hasErrorCode(staffImport.error, 'forbidden')) return <StaffImportNoAccess />;
  // A malformed id is refused with the same words as an unknown one.
  if (hasErrorCode(staffImport.error, 'not_found', 'validation_failed')) return <ImportNotFound />;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={USERS_PATH}>{m.back}</BackLink>
      <LoadError message={m.loadError} retryLabel={m.retry} onRetry={() => void staffImport.refetch()} />
    </div>
  );
}

/**
 * STAFF_IMPORT_PATH/{id} (docs/product/staff-import.md): one import, as its status has it: the
 * columns and the preview until it runs, then its progress, read from the server while the job
 * runs, and its result.
 */
export function StaffImportPage({ importId, viewer }: { importId: string; viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'users.manage')) return <StaffImportNoAccess />;
  return <StaffImportScreen importId={importId} />;
}
