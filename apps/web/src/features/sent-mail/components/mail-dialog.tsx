import * as Dialog from '@radix-ui/react-dialog';
import { sentMailMessages } from '@aula/shared';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Moment } from '@/components/moment';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { useMail } from '../api/get-mail';
import { useMailTemplatePreview } from '../api/preview-mail-template';
import { mailTemplateLabel } from '../lib/mail-template-label';
import { MailStateBadge } from './mail-state-badge';
import { RenderedMail } from './rendered-mail';

const t = sentMailMessages.screen;
const c = t.columns;

/** What the dialog shows: a message of the list ('Ver'), or a template with sample data ('Vista previa'). */
export type MailViewing = { kind: 'mail'; id: string } | { kind: 'template'; name: string };

function Header({ title, description }: { title: string; description?: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
        {description && (
          <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
        )}
      </div>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" aria-label={t.close} className="shrink-0">
          <X aria-hidden className="size-4" />
        </Button>
      </Dialog.Close>
    </div>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}

/** A message of the list: to whom, what, how it went (its .eml file, or why it failed), and how it reads. */
function SentMail({ id }: { id: string }) {
  const mail = useMail(id);
  return (
    <>
      <Header title={t.detailTitle} />
      {mail.isError ? (
        <LoadError message={t.detailLoadError} retryLabel={t.retry} onRetry={() => void mail.refetch()} />
      ) : !mail.data ? (
        <Loading text={t.detailLoading} />
      ) : (
        <>
          <Facts>
            <Fact label={c.subject}>{mail.data.subject}</Fact>
            <Fact label={c.to}>{mail.data.to}</Fact>
            <Fact label={c.template}>{mailTemplateLabel(mail.data.template)}</Fact>
            <Fact label={c.createdAt}>
              <Moment iso={mail.data.createdAt} />
            </Fact>
            <Fact label={c.state}>
              <MailStateBadge state={mail.data.state} />
            </Fact>
            {mail.data.lastError && (
              <Fact label={t.error}>
                <span className="whitespace-pre-wrap text-red-800">{mail.data.lastError}</span>
              </Fact>
            )}
          </Facts>
          {mail.data.transport === 'outbox' && mail.data.fileName && (
            <p className="text-sm wrap-anywhere text-muted-foreground">{t.file(mail.data.fileName)}</p>
          )}
          <RenderedMail rendered={mail.data.rendered} />
        </>
      )}
    </>
  );
}

/** A template with the server's sample data. */
function TemplatePreview({ name }: { name: string }) {
  const preview = useMailTemplatePreview(name);
  return (
    <>
      <Header title={t.previewTitle(mailTemplateLabel(name))} description={t.templatesSubtitle} />
      {preview.isError ? (
        <LoadError message={t.previewLoadError} retryLabel={t.retry} onRetry={() => void preview.refetch()} />
      ) : !preview.data ? (
        <Loading text={t.previewLoading} />
      ) : (
        <>
          <Facts>
            <Fact label={c.subject}>{preview.data.subject}</Fact>
          </Facts>
          <RenderedMail rendered={preview.data} />
        </>
      )}
    </>
  );
}

/**
 * 'Ver' and 'Vista previa' open this one dialog. Focus moves into it and, once it closes, back to
 * the button that opened it.
 */
export function MailDialog({ viewing, onClose }: { viewing: MailViewing | null; onClose: () => void }) {
  return (
    <Dialog.Root open={viewing !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          // Only the template preview has a line under its title.
          {...(viewing?.kind !== 'template' && { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-4 shadow-lg sm:p-6"
        >
          {viewing?.kind === 'mail' && <SentMail id={viewing.id} />}
          {viewing?.kind === 'template' && <TemplatePreview name={viewing.name} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
