import { messages } from '@aula/shared';
import { Award } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { useCertificates } from '../api/list-certificates';
import { CertificateItem } from './certificate-item';
import { CertificatesSkeleton } from './certificates-skeleton';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.certificates;

/**
 * The profile's 'Certificados' tab (docs/product/learning.md#certificates-tab): one entry per
 * completed course.
 */
export function CertificatesTab() {
  const cataloguePath = useCataloguePath();
  const certificates = useCertificates();

  if (certificates.isPending) return <CertificatesSkeleton />;
  if (certificates.isError) {
    return (
      <LoadError
        message={t.loadError}
        retryLabel={messages.common.retry}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  const { certificates: items } = certificates.data;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-10 text-center">
        <Award aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{t.empty}</p>
        <ButtonLink to={cataloguePath}>{t.exploreCourses}</ButtonLink>
      </div>
    );
  }
  return (
    <ul aria-label={t.listLabel} className="flex flex-col gap-3">
      {items.map((certificate) => (
        <li key={certificate.code}>
          <CertificateItem certificate={certificate} />
        </li>
      ))}
    </ul>
  );
}
