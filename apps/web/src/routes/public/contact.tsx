import { messages } from '@aula/shared';
import { ContactChannels } from '@/features/public-site/components/contact-channels';
import { OfficeHours } from '@/features/public-site/components/office-hours';
import { PageHeader } from '@/features/public-site/components/page-header';
import { PublicLayout } from '@/features/public-site/components/public-layout';
import { TextWithEmailLinks } from '@/features/public-site/components/text-with-email-links';

const copy = messages.publicSite.contactPage;

/** The contact page: the same channels as the landing's #contact, with the privacy address. */
export function Component() {
  return (
    <PublicLayout>
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-12 sm:px-6">
        <ContactChannels headingLevel="h2" />
        <OfficeHours />
        <p className="text-sm text-muted-foreground">
          <TextWithEmailLinks text={copy.privacyNote} />
        </p>
      </div>
    </PublicLayout>
  );
}
