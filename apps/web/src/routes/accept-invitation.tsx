import { useSearchParams } from 'react-router';
import { AcceptInvitation } from '../features/password-recovery/components/accept-invitation';

/** /accept-invitation?token=…: the link of the invitation email (docs/product/people.md#invitations). */
export function Component() {
  const [params] = useSearchParams();
  return <AcceptInvitation token={params.get('token')} />;
}
