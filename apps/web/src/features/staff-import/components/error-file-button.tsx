import { type StaffImport, staffImportMessages as m } from '@aula/shared';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadErrorFile } from '../api/download-error-file';

/** 'Descargar las filas con errores' (docs/product/staff-import.md#the-error-file): shown when a row fails. */
export function ErrorFileButton({ staffImport }: { staffImport: StaffImport }) {
  const download = useDownloadErrorFile();
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(staffImport)}>
      <FileDown aria-hidden className="size-4" />
      {m.errorFile}
    </Button>
  );
}
