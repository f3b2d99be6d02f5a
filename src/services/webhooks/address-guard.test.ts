import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, RefusedUrl, type Resolver } from './address-guard.js';

/** A DNS that answers from a table, so names can point anywhere without the network. */
const dnsTable = (table: Record<string, string[]>): Resolver => async (hostname) => {
  const addresses = table[hostname];
  if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const resolve = dnsTable({
  'hooks.example.com': ['93.184.216.34'],
  'v6.example.com': ['2606:2800:220:1:248:1893:25c8:1946'],
  'sneaky.example.com': ['127.0.0.1'],
  'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
});
const strict = { allowLoopback: false, resolve };
const loopbackAllowed = { allowLoopback: true, resolve };

async function refusal(url: string, options = strict): Promise<string> {
  const error = await checkWebhookUrl(url, options).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(RefusedUrl);
  return (error as RefusedUrl).message;
}

describe('checkWebhookUrl', () => {
  it('https to a public host -> accepted, with the address it checked', async () => {
    expect(await checkWebhookUrl('https://hooks.example.com/k12', strict)).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(await checkWebhookUrl('https://v6.example.com/', strict)).toMatchObject({ address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 });
    expect(await checkWebhookUrl('https://93.184.216.34/hook', strict)).toMatchObject({ address: '93.184.216.34' });
  });

  it('http to a public host -> refused (https only), with or without the loopback flag', async () => {
    expect(await refusal('http://hooks.example.com/k12')).toMatch(/https/);
    expect(await refusal('http://hooks.example.com/k12', loopbackAllowed)).toMatch(/https/);
    expect(await refusal('ftp://hooks.example.com/k12')).toMatch(/https/);
  });

  it.each([
    ['https://127.0.0.1/', 'loopback'],
    ['https://sneaky.example.com/', 'loopback'],
    ['https://[::1]/', 'loopback'],
    ['https://[::ffff:127.0.0.1]/', 'loopback'],
    ['https://mapped.example.com/', 'loopback'],
    ['https://10.1.2.3/', 'private'],
    ['https://172.16.0.1/', 'private'],
    ['https://192.168.1.10/', 'private'],
    ['https://[::ffff:10.0.0.1]/', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://metadata.example.com/', 'link-local'],
    ['https://[fe80::1]/', 'link-local'],
    ['https://100.64.0.1/', 'carrier-grade NAT'],
    ['https://100.100.100.200/', 'carrier-grade NAT'],
    ['https://[fd00:ec2::254]/', 'unique-local'],
    ['https://0.0.0.0/', 'unspecified'],
    ['https://224.0.0.1/', 'multicast'],
  ])('%s without the flag -> refused as %s', async (url, kind) => {
    expect(await refusal(url)).toContain(kind);
  });

  it('a host with one public and one private answer -> refused (every answer must be public)', async () => {
    expect(await refusal('https://rebind.example.com/')).toContain('10.0.0.7');
  });

  it('WEBHOOKS_ALLOW_LOOPBACK -> loopback over http or https accepted, private still refused', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9999/hook', loopbackAllowed)).toMatchObject({ address: '127.0.0.1' });
    expect(await checkWebhookUrl('http://sneaky.example.com:9999/hook', loopbackAllowed)).toMatchObject({ address: '127.0.0.1' });
    expect(await checkWebhookUrl('https://[::1]:9999/', loopbackAllowed)).toMatchObject({ address: '::1', family: 6 });
    expect(await refusal('http://10.0.0.1/', loopbackAllowed)).toContain('private');
    expect(await refusal('https://169.254.169.254/', loopbackAllowed)).toContain('link-local');
  });

  it('malformed, credentialed or unresolvable URLs -> refused', async () => {
    expect(await refusal('not a url')).toMatch(/absolute URL/);
    expect(await refusal('https://user:pass@hooks.example.com/')).toMatch(/credentials/);
    expect(await refusal('https://nowhere.example.com/')).toMatch(/does not resolve/);
  });

  it('the system resolver: localhost resolves to loopback and is refused without the flag', async () => {
    expect(await checkWebhookUrl('https://localhost/', { allowLoopback: false }).catch((error: Error) => error.message)).toMatch(/loopback/);
  });
});
