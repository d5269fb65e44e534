import { messages } from '@aula/shared';
import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

interface CenteredPageProps {
  /** the page's one h1, also the tab's title */
  title: string;
  /** what to do, under the title */
  lead?: string;
  children: ReactNode;
}

/**
 * The frame of a public page that does one thing from a link (recover a password, stop an email):
 * the brand, the page's title and what to do, then the step, centred.
 */
export function CenteredPage({ title, lead, children }: CenteredPageProps) {
  return (
    <>
      <title>{`${title} · ${messages.common.appName}`}</title>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex min-h-dvh flex-col items-center justify-center px-4 py-10 focus:outline-none sm:px-8"
      >
        <div className="flex w-full max-w-md flex-col gap-8 sm:rounded-xl sm:border sm:border-border sm:bg-card sm:p-8 sm:shadow-sm">
          <div className="flex flex-col gap-2">
            <Brand className="mb-4 text-2xl" />
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            {lead && <p className="text-muted-foreground">{lead}</p>}
          </div>
          {children}
        </div>
      </main>
    </>
  );
}
