import type { MailListQuery } from '@aula/shared';

export const mailKeys = {
  all: ['mail'] as const,
  list: (query: MailListQuery) => ['mail', 'list', query] as const,
  detail: (id: string) => ['mail', 'detail', id] as const,
  templates: ['mail', 'templates'] as const,
  preview: (name: string) => ['mail', 'templates', name, 'preview'] as const,
};
