import type { MailList, MailListQuery } from '@aula/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mailKeys } from './mail-keys';

export function listMail(query: MailListQuery): Promise<MailList> {
  return unwrap(api.GET('/api/mail', { params: { query } }));
}

/**
 * One page of the messages, newest first, and where they go (SMTP or the outbox); the previous
 * page stays on screen while the next loads.
 */
export function useMailList(query: MailListQuery) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: () => listMail(query),
    placeholderData: keepPreviousData,
  });
}
