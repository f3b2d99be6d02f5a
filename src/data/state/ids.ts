import { randomBytes } from 'node:crypto';

/**
 * Public identifiers of the state store: a readable prefix and 16 url-safe random characters
 * (12 random bytes in base64url, 96 bits: collisions are not a practical concern).
 */
const RANDOM_PART = /^[A-Za-z0-9_-]{16}$/;

function randomPart(): string {
  return randomBytes(12).toString('base64url');
}

export const newAccountId = (): string => `acct_${randomPart()}`;
export const newKeyId = (): string => `key_${randomPart()}`;
export const newEventId = (): string => `evt_${randomPart()}`;

/** True for a well-formed key id (`key_` + 16 url-safe characters). */
export function isKeyId(value: string): boolean {
  return value.startsWith('key_') && RANDOM_PART.test(value.slice('key_'.length));
}
