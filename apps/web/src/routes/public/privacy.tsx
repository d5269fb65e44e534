import { messages } from '@aula/shared';
import { DocumentPage } from '@/features/public-site/components/document-page';
import { PublicLayout } from '@/features/public-site/components/public-layout';

const copy = messages.publicSite.privacyPage;

/** Política de privacidad: what registration collects, why, for how long, and the rights over it. */
export function Component() {
  return (
    <PublicLayout>
      <DocumentPage title={copy.title} intro={copy.intro} sections={copy.sections} />
    </PublicLayout>
  );
}
