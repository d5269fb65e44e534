import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../features/unsubscribe/components/unsubscribe-page';

/** /unsubscribe?token=…: stop one kind of email from its link (docs/product/email.md#preferences). */
export function Component() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token')} />;
}
