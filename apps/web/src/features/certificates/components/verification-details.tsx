import { formatCalendarDay, messages, type CertificateVerification } from '@aula/shared';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { formatDate } from '@/lib/format-date';

const t = messages.certificates;

/** A genuine certificate: exactly what the server vouches for, and nothing the page adds. */
export function VerificationDetails({ certificate }: { certificate: CertificateVerification }) {
  const statusId = useId();
  const rows = [
    { term: t.verify.student, value: certificate.studentNames },
    // Students without a document number have certificates too: then the row is left out.
    ...(certificate.documentNumber === null
      ? []
      : [{ term: t.verify.document, value: certificate.documentNumber }]),
    { term: t.verify.course, value: certificate.courseTitle },
    { term: t.verify.hours, value: t.hours(certificate.hours) },
    { term: t.verify.completedAt, value: formatDate(certificate.completedAt) },
    // Only a completion a mandatory requirement gave a validity has a last valid day.
    ...(certificate.validUntil === null
      ? []
      : [{ term: t.verify.validUntil, value: formatCalendarDay(certificate.validUntil) }]),
    { term: t.verify.instructor, value: certificate.instructorNames },
    { term: t.verify.issuedAt, value: formatDate(certificate.issuedAt) },
    { term: t.verify.code, value: certificate.code, mono: true },
  ];
  return (
    <section aria-labelledby={statusId} className="rounded-xl border border-border bg-card shadow-sm">
      <div className="flex items-start gap-3 rounded-t-xl border-b border-green-200 bg-green-50 p-6 text-green-950">
        <CircleCheck aria-hidden className="size-8 shrink-0 text-green-700" />
        <div>
          <h2 id={statusId} className="text-xl font-semibold">
            {t.verify.valid}
          </h2>
          <p className="mt-1 text-sm">{t.verify.validDetail}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-3 p-6 text-sm">
        {rows.map(({ term, value, mono }) => (
          <div key={term} className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className={mono ? 'font-mono font-medium break-all' : 'font-medium break-words'}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
