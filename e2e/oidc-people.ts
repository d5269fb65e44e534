/**
 * The people the run's identity provider (oidc-provider.ts) knows, as the single sign-on test
 * signs them in: the login typed on its form, and what the provider then says of them. Anyone
 * else typed there is taken at their word, with a verified email.
 */
export const OIDC_PEOPLE = {
  /** A nurse Aula has never seen: created on her first sign-in, placed by the claims. */
  newNurse: {
    login: 'rosa.huaman',
    claims: {
      email: 'rosa.huaman@redsalud.test',
      email_verified: true,
      given_name: 'Rosa',
      family_name: 'Huamán Torres',
      unidad: 'HC-EME',
      puesto: 'Enfermera asistencial',
      rol: 'personal-asistencial',
    },
  },
  /** The directory never confirmed this address. */
  unverified: {
    login: 'sin.verificar',
    claims: { email: 'sin.verificar@redsalud.test', email_verified: false },
  },
} as const;
