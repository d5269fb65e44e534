import { staffImportMessages as m } from '@aula/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { userMessageOf } from '@/lib/api/api-error';
import { useUploadStaffFile } from '../api/upload-staff-file';
import { staffFileRefusal } from '../lib/staff-file';
import { staffImportPath } from '../lib/staff-import-paths';
import { FileDropZone } from './file-drop-zone';
import { TemplateButtons } from './template-buttons';

const ERROR_ID = 'staff-file-error';

/**
 * 'Subir el archivo' (docs/product/staff-import.md#the-file): the file is checked here for what
 * the browser can tell (empty, too large), sent as soon as it is chosen, and its import opens.
 * A refusal is said beside the picker, in the server's words, and another file can be chosen.
 */
export function UploadSection() {
  const navigate = useNavigate();
  const upload = useUploadStaffFile();
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: File) => {
    const refused = staffFileRefusal(file);
    setRefusal(refused);
    upload.reset();
    if (refused) return;
    upload.mutate(file, { onSuccess: (created) => navigate(staffImportPath(created.id)) });
  };
  const error = refusal ?? (upload.isError ? userMessageOf(upload.error) : null);

  return (
    <SectionCard title={m.upload.heading}>
      <FileDropZone
        id="staff-file"
        busy={upload.isPending}
        errorId={error ? ERROR_ID : null}
        onFile={choose}
      />
      {upload.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {m.upload.uploading}
        </p>
      )}
      {error && (
        <p
          id={ERROR_ID}
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <TemplateButtons />
    </SectionCard>
  );
}
