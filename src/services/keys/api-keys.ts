import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Caller } from '../../context.js';
import type { KeyMode, KeyRecord, StateStore } from '../../data/state/port.js';
import { AppError } from '../../errors.js';
import type { Tier } from '../../tooling/tiers.js';
import type { CallerCache } from './caller-cache.js';

/**
 * API keys (DECISIONS §1): `k12_live_<secret>` / `k12_test_<secret>`, secret of 40 url-safe
 * characters. Only the SHA-256 of the whole key is stored; the key is shown once and never logged.
 */
const KEY_PATTERN = /^k12_(live|test)_[A-Za-z0-9_-]{32,128}$/;

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function randomId(prefix: string, length: number): string {
  return prefix + randomBytes(length).toString('base64url').slice(0, length);
}

export function generateKey(mode: KeyMode): { key: string; keyId: string; keyHash: string } {
  const key = `k12_${mode}_${randomBytes(30).toString('base64url')}`;
  return { key, keyId: randomId('key_', 16), keyHash: hashKey(key) };
}

export interface IssuedKey {
  key: string;
  record: KeyRecord;
}

export async function issueKey(
  state: StateStore,
  request: { accountName?: string; accountId?: string; tier: Tier; mode: KeyMode; now: Date },
): Promise<IssuedKey> {
  const accountId = request.accountId ?? (await state.ensureAccount(request.accountName ?? 'default')).id;
  const { key, keyId, keyHash } = generateKey(request.mode);
  const record = await state.insertKey({
    key_id: keyId,
    account_id: accountId,
    tier: request.tier,
    mode: request.mode,
    key_hash: keyHash,
    created_at: request.now.toISOString(),
  });
  return { key, record };
}

const unauthorized = (detail: string) => new AppError('unauthorized', detail);

/**
 * Resolves an X-API-Key value to its caller, or throws 401. The lookup is by hash (an index
 * lookup that reveals nothing about the secret); the stored and computed hashes are then compared
 * in constant time so no byte-by-byte timing is exposed either. With a cache, a key seen within
 * the last second is resolved without the store (see CallerCache for how changes reach it).
 */
export async function authenticate(
  state: StateStore,
  presented: string | undefined,
  now: Date,
  cache?: CallerCache,
): Promise<Caller> {
  if (!presented) throw unauthorized('Missing API key: send it in the X-API-Key header.');
  if (!KEY_PATTERN.test(presented)) throw unauthorized('Invalid API key.');
  const computed = hashKey(presented);
  let record = cache?.get(computed, now.getTime());
  if (!record) {
    record = await state.findKeyByHash(computed);
    if (!record || !timingSafeEqual(Buffer.from(record.key_hash, 'hex'), Buffer.from(computed, 'hex'))) {
      throw unauthorized('Invalid API key.');
    }
    if (!record.revoked_at) cache?.set(computed, record, now.getTime());
  }
  if (record.revoked_at) throw unauthorized('This API key has been revoked.');
  // Touch at most once a minute: a write per request would dominate the hot path.
  if (!record.last_used_at || now.getTime() - Date.parse(record.last_used_at) > 60_000) {
    record.last_used_at = now.toISOString(); // the cached record too, so the next call does not touch again
    await state.touchKey(record.key_id, now);
  }
  return callerOf(record);
}

function callerOf(record: KeyRecord): Caller {
  return {
    keyId: record.key_id,
    accountId: record.account_id,
    accountName: record.account_name,
    tier: record.tier,
    mode: record.mode,
  };
}
