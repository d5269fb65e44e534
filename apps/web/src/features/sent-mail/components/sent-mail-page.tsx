import { can, type CurrentUser, MAIL_STATES, type MailSummary, sentMailMessages } from '@aula/shared';
import { Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { SettingsNoAccess, SETTINGS_PATH } from '@/components/settings-no-access';
import { BackLink } from '@/components/ui/back-link';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { ListBody } from '@/components/ui/list-body';
import { hasErrorCode } from '@/lib/api/api-error';
import { pageCount } from '@/lib/list-query/list-query';
import { useAddressListQuery } from '@/lib/list-query/use-address-list-query';
import { useKeepPageInRange } from '@/lib/list-query/use-keep-page-in-range';
import { viewerOf } from '@/lib/session/use-can';
import { useMailList } from '../api/list-mail';
import { useMailTemplates } from '../api/list-mail-templates';
import { readMailListQuery, writeMailListQuery } from '../lib/mail-list-query';
import { MailDialog, type MailViewing } from './mail-dialog';
import { MailTable } from './mail-table';
import { MailTemplatesSection } from './mail-templates-section';

const t = sentMailMessages.screen;
const STATE_FILTERS = ['all', ...MAIL_STATES] as const;
const CARD = 'min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm';

/**
 * Where messages go, the messages themselves, newest first, and the templates
 * (docs/product/email.md#correo-enviado). The state filter and the page live in the address; the
 * server does the work. 'Ver' and 'Vista previa' open the message in one dialog.
 */
function SentMail() {
  const [query, change] = useAddressListQuery(readMailListQuery, writeMailListQuery);
  const list = useMailList(query);
  // The section below asks for them too: one request, and its refusal counts as the list's.
  const templates = useMailTemplates();
  const [viewing, setViewing] = useState<MailViewing | null>(null);
  const view = useCallback((mail: MailSummary) => setViewing({ kind: 'mail', id: mail.id }), []);
  // Until the first answer, the page asked for is the last one known: never "Página 2 de 1".
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : query.page;
  useKeepPageInRange(query.page, pages, list.data !== undefined && !list.isPlaceholderData, change);

  if (hasErrorCode(list.error, 'forbidden') || hasErrorCode(templates.error, 'forbidden')) {
    return <SettingsNoAccess copy={t} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackLink to={SETTINGS_PATH}>{t.backToSettings}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>

      {list.data && (
        <p className="flex items-start gap-2 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm text-blue-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {list.data.transport === 'outbox' ? t.outboxNotice : t.smtpNotice}
        </p>
      )}

      <section aria-labelledby="mail-list-title" className={CARD}>
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="mail-list-title" className="text-lg font-semibold">
            {t.listTitle}
          </h2>
          <div className="grid gap-3 sm:grid-cols-[14rem]">
            <ChoiceSelect
              id="mail-state"
              label={t.stateLabel}
              value={query.state}
              choices={STATE_FILTERS}
              labelOf={(state) => (state === 'all' ? t.stateAll : sentMailMessages.states[state])}
              onChange={(state) => change({ state })}
            />
          </div>
        </div>

        <ListBody
          isError={list.isError}
          isPending={list.isPending}
          onRetry={() => void list.refetch()}
          labels={t}
        >
          <MailTable
            mail={list.data?.items ?? null}
            query={query}
            pageCount={pages}
            countIsLowerBound={list.data?.totalIsLowerBound ?? false}
            emptyText={query.state === 'all' ? t.empty : t.emptyFiltered}
            onChange={change}
            onView={view}
            busy={list.isPlaceholderData}
          />
        </ListBody>
      </section>

      <MailTemplatesSection className={CARD} onPreview={(name) => setViewing({ kind: 'template', name })} />

      <MailDialog viewing={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

/** SENT_MAIL_PATH: admins only; anyone else gets a clear 'no access' without asking the server. */
export function SentMailPage({ viewer }: { viewer: CurrentUser }) {
  if (!can(viewerOf(viewer), 'mail.view')) return <SettingsNoAccess copy={t} />;
  return <SentMail />;
}
