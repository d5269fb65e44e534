import { messages } from '@aula/shared';
import { FaqList } from '@/features/public-site/components/faq-list';
import { PageHeader } from '@/features/public-site/components/page-header';
import { PublicLayout } from '@/features/public-site/components/public-layout';
import { TextWithEmailLinks } from '@/features/public-site/components/text-with-email-links';

const copy = messages.publicSite.helpPage;

/** The help centre: frequent questions on sign-up, sign-in, courses and certificates. */
export function Component() {
  return (
    <PublicLayout>
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <FaqList groups={copy.groups} />
        <div className="rounded-xl border border-border bg-card p-6">
          <p className="font-semibold text-foreground">{copy.stillNeedHelp}</p>
          <p className="mt-1 text-muted-foreground">
            <TextWithEmailLinks text={copy.contactSupport} />
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
