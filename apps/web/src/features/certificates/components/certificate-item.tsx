import { messages, type Certificate } from '@aula/shared';
import { Award, Download, ExternalLink, Eye } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCertificatePdf } from '../hooks/use-certificate-pdf';
import { formatDate } from '@/lib/format-date';
import { PendingButton } from './pending-button';

const t = messages.certificates;

/** One certificate in the profile's tab: what it certifies, its code, and Ver / Descargar. */
export function CertificateItem({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  const pdf = useCertificatePdf(certificate.code);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <Award aria-hidden className="size-10 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={titleId} className="font-semibold break-words">
          {certificate.courseTitle}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t.completedOn(formatDate(certificate.completedAt))} · {t.hours(certificate.hours)}
        </p>
        <p className="text-sm">
          {t.code}: <span className="font-mono">{certificate.code}</span>
        </p>
        <Link
          to={certificate.verifyPath}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t.verifyLink}
          <span className="sr-only"> {messages.common.opensInNewTab}</span>
          <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      </div>
      <div className="flex gap-2">
        <PendingButton
          variant="outline"
          icon={Eye}
          pending={pdf.isViewing}
          aria-describedby={titleId}
          onClick={pdf.view}
        >
          {messages.common.view}
        </PendingButton>
        <PendingButton
          icon={Download}
          pending={pdf.isDownloading}
          aria-describedby={titleId}
          onClick={pdf.download}
        >
          {t.download}
        </PendingButton>
      </div>
    </article>
  );
}
