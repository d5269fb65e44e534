import { messages, type MfaChallenge } from '@aula/shared';

/** How the institution's sign-in came back to /login without a session (sign-in-flow.ts on the server). */
export type InstitutionReturn =
  | { kind: 'refused'; message: string }
  | { kind: 'second-factor'; challenge: MfaChallenge; returnTo: string }
  | null;

const reasons: Record<string, string> = messages.signIn.sso.errors;

/**
 * Reads `?sso_error=<reason>` (a refusal) or `#sso_mfa=…` (the account's own second factor is
 * still to give; in the fragment, so the challenge never reaches a log) from /login's address.
 */
export function institutionReturn(search: string, hash: string): InstitutionReturn {
  const reason = new URLSearchParams(search).get('sso_error');
  if (reason) return { kind: 'refused', message: reasons[reason] ?? reasons.refused! };
  const step = new URLSearchParams(hash.replace(/^#/, ''));
  const challenge = step.get('sso_mfa');
  const expiresAt = Number(step.get('expires_at'));
  if (!challenge || !Number.isFinite(expiresAt)) return null;
  return {
    kind: 'second-factor',
    challenge: {
      mfa_required: true,
      challenge,
      expires_at: expiresAt,
      remember_days: Number(step.get('remember_days')) || 0,
    },
    returnTo: step.get('return_to') ?? '/dashboard',
  };
}
