import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: unguessable, so a fast hash (not a password hash) is the right store. */
export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
