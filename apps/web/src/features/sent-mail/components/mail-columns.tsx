import { type MailSummary, sentMailMessages } from '@aula/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import { Moment } from '@/components/moment';
import { Button } from '@/components/ui/button';
import type { DataTableColumnLayout } from '@/components/ui/data-table';
import { mailTemplateLabel } from '../lib/mail-template-label';
import { MailStateBadge } from './mail-state-badge';

const t = sentMailMessages.screen;
const c = t.columns;
const helper = createColumnHelper<MailSummary>();

/**
 * What a message's state says besides its name: the .eml file a sent one was written to (the
 * outbox), or the relay's last answer for a failed one. The whole text, wrapped: it is what the
 * admin came to read.
 */
export function MailStateNote({ mail }: { mail: MailSummary }) {
  if (mail.state === 'failed' && mail.lastError) {
    return <span className="block whitespace-pre-wrap wrap-anywhere text-red-800">{mail.lastError}</span>;
  }
  if (mail.state === 'sent' && mail.transport === 'outbox' && mail.fileName) {
    return <span className="block wrap-anywhere text-muted-foreground">{t.file(mail.fileName)}</span>;
  }
  return null;
}

/** The columns of 'Correos': when, to whom, what, which kind, how it went, and 'Ver'. */
export function mailColumns(onView: (mail: MailSummary) => void) {
  return [
    helper.accessor('createdAt', {
      id: 'createdAt',
      header: c.createdAt,
      cell: ({ getValue }) => <Moment iso={getValue()} />,
    }),
    helper.accessor('to', { id: 'to', header: c.to }),
    helper.accessor('subject', { id: 'subject', header: c.subject }),
    helper.accessor((mail) => mailTemplateLabel(mail.template), { id: 'template', header: c.template }),
    helper.display({
      id: 'state',
      header: c.state,
      cell: ({ row: { original: mail } }) => (
        <span className="flex flex-col items-start gap-1.5">
          <MailStateBadge state={mail.state} />
          <MailStateNote mail={mail} />
        </span>
      ),
    }),
    helper.display({
      id: 'actions',
      header: c.actions,
      cell: ({ row: { original: mail } }) => (
        <Button variant="outline" onClick={() => onView(mail)}>
          <Eye aria-hidden className="size-4" />
          {t.view}
        </Button>
      ),
    }),
  ];
}

const LAYOUT: Partial<Record<string, DataTableColumnLayout>> = {
  createdAt: { cell: 'tabular-nums whitespace-nowrap' },
  to: { cell: 'wrap-anywhere' },
  subject: { cell: 'min-w-[12rem] font-medium text-foreground', rowHeader: true },
  state: { cell: 'min-w-[12rem] max-w-[24rem] text-xs' },
  actions: { cell: 'whitespace-nowrap' },
};

/** How a column's cells sit in the table: the column definitions say only what they show. */
export const mailColumnLayout = (columnId: string): DataTableColumnLayout => LAYOUT[columnId] ?? {};
