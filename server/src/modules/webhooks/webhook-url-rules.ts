import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (no I/O: the caller resolves the host). A webhook makes our server send a
 * request to an address a user chose, so it must never reach our own network: in production only https,
 * and every address the host resolves to must be public (not private, loopback, link-local, shared,
 * reserved, documentation, multicast or otherwise special). Outside production http and loopback are
 * allowed too, so a receiver on the same machine can be used while developing and testing; the other
 * special ranges (e.g. 169.254.169.254, a cloud's metadata service) stay refused everywhere.
 */

export const WEBHOOK_URL_TEXTS = {
  httpsOnly: 'Webhook endpoints must use an https:// address.',
  credentials: 'The address must not contain a user name or password.',
  notPublic: 'This address points to a private or local network. Please use a public https:// address.',
  unresolved: 'We couldn’t find this host. Please check the address.',
} as const;

export type TargetVerdict = { ok: true } | { ok: false; reason: string };

const special = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  special.addSubnet(net, prefix, 'ipv4');

/**
 * IPv6 outside global unicast (2000::/3) is special (loopback, unique-local, link-local, multicast, IPv4-mapped,
 * NAT64); inside it, these blocks are too.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address of any kind
  ['3fff::', 20], // documentation
] as const)
  special.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Without IPv6 brackets and zone (`[fe80::1%eth0]` → `fe80::1`). */
const bare = (address: string) => address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** True for an address on the public internet; false for any special range (and for what is not an IP). */
export function isPublicAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 4) return !special.check(ip, 'ipv4');
  if (family === 6) return globalUnicast.check(ip, 'ipv6') && !special.check(ip, 'ipv6');
  return false;
}

export function isLoopbackAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  return family === 4 ? loopback.check(ip, 'ipv4') : family === 6 ? loopback.check(ip, 'ipv6') : false;
}

/** Whether one resolved address may receive webhooks. */
export function addressAllowed(address: string, production: boolean): boolean {
  return isPublicAddress(address) || (!production && isLoopbackAddress(address));
}

/** The rule on the address itself: its scheme, and no credentials in it. */
export function checkWebhookUrl(url: URL, production: boolean): TargetVerdict {
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:'))
    return { ok: false, reason: WEBHOOK_URL_TEXTS.httpsOnly };
  if (url.username || url.password) return { ok: false, reason: WEBHOOK_URL_TEXTS.credentials };
  return { ok: true };
}

/**
 * The rule for a webhook target: `url` as given, `addresses` every address its host resolves to (the host
 * itself when it is an IP literal). No address at all is refused, as is any one that is not allowed.
 */
export function checkWebhookTarget(
  url: URL,
  addresses: readonly string[],
  production: boolean,
): TargetVerdict {
  const verdict = checkWebhookUrl(url, production);
  if (!verdict.ok) return verdict;
  if (!addresses.length) return { ok: false, reason: WEBHOOK_URL_TEXTS.unresolved };
  if (!addresses.every((a) => addressAllowed(a, production)))
    return { ok: false, reason: WEBHOOK_URL_TEXTS.notPublic };
  return { ok: true };
}

/** The URL's host as an IP literal (brackets of IPv6 removed), or null when it is a name to resolve. */
export function ipLiteralHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}
