import { messages } from '@aula/shared';
import { cn } from '@/lib/utils/cn';
import { focusRing } from '../lib/landing-sections';
import { PageHeader } from './page-header';
import { TextWithEmailLinks } from './text-with-email-links';

export interface DocumentSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

interface DocumentPageProps {
  title: string;
  intro: string;
  sections: readonly DocumentSection[];
}

/**
 * A text page made of titled sections (terms, privacy, about), with a table of contents so
 * that a reader can go straight to the part they came for; each section has an address (/privacy#rights).
 */
export function DocumentPage({ title, intro, sections }: DocumentPageProps) {
  return (
    <article>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <nav
          aria-label={messages.publicSite.onThisPage}
          className="rounded-xl border border-border bg-card p-6"
        >
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {messages.publicSite.onThisPage}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={cn(
                    'rounded-sm text-sm text-primary underline-offset-4 hover:underline',
                    focusRing,
                  )}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-20"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-semibold tracking-tight text-foreground"
              >
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <TextWithEmailLinks text={paragraph} />
                  </p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
