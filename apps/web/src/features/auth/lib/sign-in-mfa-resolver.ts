import { enableMfaSchema, regenerateRecoveryCodesSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** Which code the second step asks for: the app's 6 digits, or one of the recovery codes. */
export type MfaCodeKind = 'app' | 'recovery';

export interface MfaCodeValues {
  code: string;
}

// The shared schemas that check each kind of code: the app's (6 digits, spaces dropped) and
// "either kind" (a recovery code's shape is read on the server).
const resolvers = {
  app: zodResolver(enableMfaSchema),
  recovery: zodResolver(regenerateRecoveryCodesSchema),
};

/**
 * The second step's validation, in a module of its own like the password step's
 * (sign-in-resolver.ts). The kind of code comes in react-hook-form's context.
 */
export const signInMfaResolver: Resolver<MfaCodeValues, MfaCodeKind, MfaCodeValues> = (
  values,
  kind,
  options,
) => resolvers[kind ?? 'app'](values, kind, options);
