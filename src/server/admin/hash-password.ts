import { hash, verify } from '@node-rs/argon2';

// The library's Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms here, cheap for a handful of operators.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so an unknown account takes as long as a wrong password.
const UNKNOWN_ACCOUNT_HASH = hash('no account has this password', OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await UNKNOWN_ACCOUNT_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
