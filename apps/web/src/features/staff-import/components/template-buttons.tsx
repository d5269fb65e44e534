import { type StaffImportFormat, staffImportMessages as m } from '@aula/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadTemplate } from '../api/download-template';

const TEMPLATES: readonly { format: StaffImportFormat; label: string }[] = [
  { format: 'csv', label: m.upload.templateCsv },
  { format: 'xlsx', label: m.upload.templateXlsx },
];

/** 'Descargar la plantilla': the columns Aula reads, in CSV or Excel (docs/product/staff-import.md#the-file). */
export function TemplateButtons() {
  const template = useDownloadTemplate();
  return (
    <div role="group" aria-labelledby="staff-import-template" className="flex flex-col gap-2">
      <span id="staff-import-template" className="text-sm font-medium">
        {m.upload.template}
      </span>
      <div className="flex flex-wrap gap-2">
        {TEMPLATES.map(({ format, label }) => (
          <Button
            key={format}
            variant="outline"
            disabled={template.isPending}
            onClick={() => template.mutate(format)}
          >
            <Download aria-hidden className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
