import { signInSchema } from '@aula/shared';
import { zodResolver } from '@hookform/resolvers/zod';

/** The sign-in form's validation, in a module of its own so that the form can load it later (components/sign-in-form.tsx). */
export const signInResolver = zodResolver(signInSchema);
