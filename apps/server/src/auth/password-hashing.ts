import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * Whether `password` is the one `passwordHash` was made from. An invited account that has not
 * chosen its password yet (null) matches nothing, after the same work as a real check.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown,
 * so that response times do not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('aula-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
