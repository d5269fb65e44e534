import { messages } from '@aula/shared';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api/api-error';
import { useCertificateVerification } from '../api/verify-certificate';
import { VerificationDetails } from './verification-details';
import { VerificationNotFound } from './verification-not-found';

const t = messages.certificates.verify;

/**
 * The answer of /verify/{code} (docs/product/learning.md#public-verification), for anyone, signed
 * in or not. A failure shows the server's own message, such as the one for too many checks in a
 * row.
 */
export function CertificateVerification({ code }: { code: string }) {
  const verification = useCertificateVerification(code);

  if (verification.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t.loading}
      </p>
    );
  }
  if (verification.isError) {
    const { error } = verification;
    return (
      <LoadError
        message={error instanceof ApiError ? `${t.loadError} ${error.message}` : t.loadError}
        retryLabel={t.retry}
        onRetry={() => void verification.refetch()}
      />
    );
  }
  return verification.data.found ? (
    <VerificationDetails certificate={verification.data.certificate} />
  ) : (
    <VerificationNotFound code={code} />
  );
}
