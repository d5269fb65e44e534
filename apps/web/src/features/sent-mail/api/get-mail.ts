import type { MailDetail } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mailKeys } from './mail-keys';

export function getMail(id: string): Promise<MailDetail> {
  return unwrap(api.GET('/api/mail/{id}', { params: { path: { id } } }));
}

/** One message as it went out (or will): its HTML and plain text, private links masked. */
export function useMail(id: string) {
  return useQuery({ queryKey: mailKeys.detail(id), queryFn: () => getMail(id) });
}
