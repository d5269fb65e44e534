import type { CertificateList } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { certificateKeys } from '@/lib/query-keys/certificate-keys';

export function listCertificates(): Promise<CertificateList> {
  return unwrap(api.GET('/api/certificates'));
}

/** The signed-in user's certificates, newest first. */
export function useCertificates() {
  return useQuery({ queryKey: certificateKeys.mine, queryFn: listCertificates });
}
