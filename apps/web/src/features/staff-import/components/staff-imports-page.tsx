import { can, type CurrentUser, staffImportMessages as m } from '@aula/shared';
import { BackLink } from '@/components/ui/back-link';
import { viewerOf } from '@/lib/session/use-can';
import { USERS_PATH } from '../lib/staff-import-paths';
import { HistorySection } from './history-section';
import { StaffImportNoAccess } from './staff-import-no-access';
import { UploadSection } from './upload-section';

/**
 * STAFF_IMPORT_PATH (docs/product/staff-import.md): where an admin uploads a staff file, with the
 * templates, and finds the imports done before.
 */
export function StaffImportsPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'users.manage')) return <StaffImportNoAccess />;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink to={USERS_PATH}>{m.back}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
        <p className="text-muted-foreground">{m.description}</p>
      </header>
      <UploadSection />
      <HistorySection />
    </div>
  );
}
