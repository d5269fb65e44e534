import { messages } from '@aula/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryClient } from '@/app/query-client';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';
import { VerifyCodeForm } from '@/features/certificates/components/verify-code-form';
import { PageHeader } from '@/features/public-site/components/page-header';
import { PublicLayout } from '@/features/public-site/components/public-layout';

const copy = messages.certificates.verify;

/**
 * /verify/{code}: anyone holding a certificate confirms it is genuine; /verify alone offers a box
 * to type the code. It sits outside the signed-in screens' layout, so it brings the app's query
 * cache along itself.
 */
export function Component() {
  const { code } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <PublicLayout>
        <PageHeader title={copy.title} intro={copy.intro} />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          {code === undefined ? <VerifyCodeForm /> : <CertificateVerification code={code} />}
        </div>
      </PublicLayout>
    </QueryClientProvider>
  );
}
