import { useParams } from 'react-router';
import { StaffImportPage } from '@/features/staff-import/components/staff-import-page';
import { StaffImportsPage } from '@/features/staff-import/components/staff-imports-page';
import { useDashboardUser } from './dashboard-user';

/**
 * /dashboard/users/import (docs/product/staff-import.md): 'Importar personal', the upload and the
 * imports done before; /dashboard/users/import/{id}, one import from its columns to its result.
 * One route for both, so the screens are one download and one entry in the route table.
 */
export function Component() {
  const viewer = useDashboardUser();
  const { id } = useParams();
  if (id === undefined) return <StaffImportsPage viewer={viewer} />;
  // Keyed by the import: the form and the lists of one never show on the next.
  return <StaffImportPage key={id} importId={id} viewer={viewer} />;
}
