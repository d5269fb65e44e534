import type { RenderedMailView } from '@aula/shared';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { mailKeys } from './mail-keys';

export function previewMailTemplate(name: string): Promise<RenderedMailView> {
  return unwrap(api.GET('/api/mail/templates/{name}/preview', { params: { path: { name } } }));
}

/** A template rendered with sample data, private links masked. */
export function useMailTemplatePreview(name: string) {
  return useQuery({ queryKey: mailKeys.preview(name), queryFn: () => previewMailTemplate(name) });
}
