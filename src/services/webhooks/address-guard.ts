import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent. A URL is refused unless it is https and every address its host
 * resolves to is public unicast: no private, loopback, link-local (which holds the cloud metadata
 * address 169.254.169.254), CGNAT, unique-local (fd00:ec2::254), multicast, reserved or IPv4
 * embedded in IPv6 (mapped forms are judged as the IPv4 they carry). Loopback over http or https
 * is allowed only when the server sets WEBHOOKS_ALLOW_LOOPBACK=1, for development and tests.
 *
 * The check returns the address it approved; the sender connects to exactly that address, so a
 * DNS answer that changes between the check and the connection (DNS rebinding) cannot redirect it.
 */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface GuardOptions {
  allowLoopback: boolean;
  resolve?: Resolver;
}

export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export class RefusedUrl extends Error {
  override name = 'RefusedUrl';
}

export async function checkWebhookUrl(raw: string, options: GuardOptions): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrl('must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedUrl('must use https');
  if (url.username || url.password) throw new RefusedUrl('must not carry credentials');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (host === '') throw new RefusedUrl('must name a host');

  const answers = ipaddr.isValid(host) ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }] : await resolveAll(host, options.resolve ?? systemResolver);
  if (answers.length === 0) throw new RefusedUrl(`host ${host} does not resolve`);

  let loopback = false;
  for (const answer of answers) {
    const range = rangeOf(answer.address);
    if (range === 'unicast') continue;
    if (range === 'loopback' && options.allowLoopback) {
      loopback = true;
      continue;
    }
    throw new RefusedUrl(`host ${host} resolves to a ${describe(range)} address (${answer.address}); webhooks go to public addresses only`);
  }
  if (url.protocol === 'http:' && !loopback) {
    throw new RefusedUrl(options.allowLoopback ? 'must use https (http is allowed for loopback addresses only)' : 'must use https');
  }
  const chosen = answers[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

async function resolveAll(host: string, resolve: Resolver) {
  try {
    return await resolve(host);
  } catch {
    throw new RefusedUrl(`host ${host} does not resolve`);
  }
}

/** The ipaddr.js range name, with IPv4-mapped IPv6 judged as its IPv4 address. */
export function rangeOf(address: string): string {
  const parsed = ipaddr.process(address);
  return parsed.range();
}

function describe(range: string): string {
  const names: Record<string, string> = {
    private: 'private',
    loopback: 'loopback',
    linkLocal: 'link-local (cloud metadata)',
    carrierGradeNat: 'carrier-grade NAT',
    uniqueLocal: 'unique-local (private)',
    unspecified: 'unspecified',
    multicast: 'multicast',
    broadcast: 'broadcast',
  };
  return names[range] ?? `non-public (${range})`;
}
