import { ForgotPassword } from '../features/password-recovery/components/forgot-password';

/** /forgot-password: asking for a reset link by email (docs/product/accounts.md#password-recovery). */
export function Component() {
  return <ForgotPassword />;
}
