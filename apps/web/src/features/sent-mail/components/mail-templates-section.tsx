import { sentMailMessages } from '@aula/shared';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { type MailTemplateItem, useMailTemplates } from '../api/list-mail-templates';
import { mailTemplateLabel } from '../lib/mail-template-label';

const t = sentMailMessages.screen;

function TemplateRow({ template, onPreview }: { template: MailTemplateItem; onPreview: () => void }) {
  const labelId = useId();
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <p id={labelId} className="font-medium">
          {mailTemplateLabel(template.name)}
        </p>
        <p className="text-sm text-muted-foreground">{template.essential ? t.essential : t.optional}</p>
      </div>
      {/* Every row has its 'Vista previa': the template's name tells them apart. */}
      <Button
        variant="outline"
        className="self-start sm:self-auto"
        aria-describedby={labelId}
        onClick={onPreview}
      >
        <Eye aria-hidden className="size-4" />
        {t.preview}
      </Button>
    </li>
  );
}

/** 'Plantillas': every kind of email, whether a person can turn it off, and its preview with sample data. */
export function MailTemplatesSection({
  className,
  onPreview,
}: {
  className: string;
  onPreview: (name: string) => void;
}) {
  const templates = useMailTemplates();
  return (
    <section aria-labelledby="mail-templates-title" className={className}>
      <div className="flex flex-col gap-1 p-4 sm:p-6">
        <h2 id="mail-templates-title" className="text-lg font-semibold">
          {t.templatesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.templatesSubtitle}</p>
      </div>
      {templates.isError ? (
        <div className="p-4 pt-0 sm:p-6 sm:pt-0">
          <LoadError
            message={t.templatesLoadError}
            retryLabel={t.retry}
            onRetry={() => void templates.refetch()}
          />
        </div>
      ) : !templates.data ? (
        <p role="status" className="px-4 pb-4 text-sm text-muted-foreground sm:px-6 sm:pb-6">
          {t.templatesLoading}
        </p>
      ) : (
        <ul className="divide-y divide-border border-t border-border">
          {templates.data.items.map((template) => (
            <TemplateRow key={template.name} template={template} onPreview={() => onPreview(template.name)} />
          ))}
        </ul>
      )}
    </section>
  );
}
