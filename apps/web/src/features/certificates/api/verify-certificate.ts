import type { CertificateVerification } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { certificateKeys } from '@/lib/query-keys/certificate-keys';

/** What the public check found: the certificate, or that no certificate has this code. */
export type VerificationResult = { found: true; certificate: CertificateVerification } | { found: false };

/**
 * Anyone may call it (docs/product/learning.md#public-verification): the client sends a token only
 * when someone is signed in. An unknown code is an answer, not a failure, so 'not_found' resolves
 * instead of throwing.
 */
export async function verifyCertificate(code: string): Promise<VerificationResult> {
  const { data, error, response } = await api.GET('/api/verify/{code}', { params: { path: { code } } });
  if (response.ok && data) return { found: true, certificate: data };
  const failure = ApiError.fromResponse(response.status, error);
  if (failure.code === 'not_found') return { found: false };
  throw failure;
}

export function useCertificateVerification(code: string) {
  return useQuery({ queryKey: certificateKeys.verification(code), queryFn: () => verifyCertificate(code) });
}
