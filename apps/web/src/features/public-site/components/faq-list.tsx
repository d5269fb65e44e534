import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { focusRing } from '../lib/landing-sections';
import { TextWithEmailLinks } from './text-with-email-links';

export interface FaqGroup {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly { readonly question: string; readonly answer: string }[];
}

/**
 * Questions grouped by topic, each answer folded under its question. Native <details> opens
 * with the keyboard and is announced as expandable without any script.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-20">
          <h2 id={`${group.id}-title`} className="text-2xl font-semibold tracking-tight text-foreground">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
            {group.questions.map(({ question, answer }) => (
              <details key={question} className="group">
                <summary
                  className={cn(
                    'flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-foreground',
                    'group-open:rounded-b-none hover:bg-background [&::-webkit-details-marker]:hidden',
                    focusRing,
                  )}
                >
                  {question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">
                  <TextWithEmailLinks text={answer} />
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
