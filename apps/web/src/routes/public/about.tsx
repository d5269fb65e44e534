import { messages } from '@aula/shared';
import { DocumentPage } from '@/features/public-site/components/document-page';
import { PublicLayout } from '@/features/public-site/components/public-layout';

const copy = messages.publicSite.aboutPage;

/** Who Aula is; /careers, /press and /blog lead here, to their sections. */
export function Component() {
  return (
    <PublicLayout>
      <DocumentPage title={copy.title} intro={copy.intro} sections={copy.sections} />
    </PublicLayout>
  );
}
