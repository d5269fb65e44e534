/**
 * The domain of an email, lower-cased: what single sign-on matches a typed email on. Kept apart
 * from the schemas so that the sign-in screen can use it without loading zod.
 */
export const emailDomainOf = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/** Whether `email` belongs to one of `domains` (lower-case, as the settings keep them). */
export const inEmailDomains = (email: string, domains: readonly string[]) =>
  email.includes('@') && domains.includes(emailDomainOf(email));
