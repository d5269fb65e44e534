import { messages } from '@aula/shared';
import { DocumentPage } from '@/features/public-site/components/document-page';
import { PublicLayout } from '@/features/public-site/components/public-layout';

const copy = messages.publicSite.termsPage;

/** Términos y condiciones: a real page; the registration checkbox links here (docs/product/interface.md#public-routes). */
export function Component() {
  return (
    <PublicLayout>
      <DocumentPage title={copy.title} intro={copy.intro} sections={copy.sections} />
    </PublicLayout>
  );
}
