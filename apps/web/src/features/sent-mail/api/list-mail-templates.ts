import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mailKeys } from './mail-keys';

/** A kind of email; `essential` ones (security messages) cannot be turned off. */
export interface MailTemplateItem {
  name: string;
  essential: boolean;
}

export function listMailTemplates(): Promise<{ items: MailTemplateItem[] }> {
  return unwrap(api.GET('/api/mail/templates'));
}

/** Every kind of email Aula sends, and whether a person may turn it off. */
export function useMailTemplates() {
  return useQuery({ queryKey: mailKeys.templates, queryFn: listMailTemplates });
}
