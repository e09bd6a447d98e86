/**
 * Password hashing: argon2id through `@node-rs/argon2` (≈50 ms a hash), stored as
 * PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$...`).
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum in the typings, so spelled out for isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** Shortest accepted password, in characters. */
export const MIN_PASSWORD_LENGTH = 12;

/** Hashes a password with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches the stored hash. With `storedHash` null (unknown e-mail) a dummy
 * hash is verified anyway, so the answer takes the same time and does not reveal which e-mails
 * exist. Never throws: a malformed hash counts as a mismatch.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A password-policy message, or null when the password is acceptable (≥ 12 characters, ≤ 200). */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 200) return 'The password must have at most 200 characters.';
  return null;
}
