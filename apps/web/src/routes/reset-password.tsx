import { useSearchParams } from 'react-router';
import { ResetPassword } from '../features/password-recovery/components/reset-password';

/** /reset-password?token=…: the link of the reset email (docs/product/accounts.md#password-recovery). */
export function Component() {
  const [params] = useSearchParams();
  return <ResetPassword token={params.get('token')} />;
}
