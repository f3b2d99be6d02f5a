import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSecret, sign, webhookHeaders } from './signature.js';

/** Our signer checked by the Standard Webhooks reference library, an independent implementation. */
describe('Standard Webhooks signatures', () => {
  const body = JSON.stringify({ id: 'evt_abc', type: 'data.updated', created_at: '2026-11-22T15:00:00.000Z', data: { dataset: 'live' } });

  it('generateSecret() -> whsec_ + base64 of 24 random bytes, different each time', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(generateSecret()).not.toBe(secret);
  });

  it('webhookHeaders(secret, id, now, body) -> verified by the reference library', () => {
    const secret = generateSecret();
    const headers = webhookHeaders(secret, 'evt_abc', new Date(), body);
    expect(headers['webhook-id']).toBe('evt_abc');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('a changed body, id or secret -> the reference library refuses it', () => {
    const secret = generateSecret();
    const headers = webhookHeaders(secret, 'evt_abc', new Date(), body);
    expect(() => new Webhook(secret).verify(body.replace('live', 'sandbox'), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'evt_other' })).toThrow();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });

  it('sign() -> the HMAC-SHA256 of "id.timestamp.body" under the decoded key (known vector)', () => {
    // The example of the Standard Webhooks specification.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const payload = '{"test": 2432232314}';
    expect(sign(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, payload)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});
