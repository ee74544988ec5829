import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * A push endpoint is an address a client chose, which the server then calls: it must not be a
 * way into the server's own network. Only public unicast addresses are called, whether written
 * in the URL or reached through DNS.
 */
const internalV4 = new BlockList();
// IANA's special-purpose IPv4 registry: this network, private, CGNAT, loopback, link-local,
// protocol assignments, documentation, 6to4 relays, benchmarking, multicast and reserved.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  internalV4.addSubnet(net, prefix, 'ipv4');
}

/**
 * IPv6 is allowed, not refused, by range: only global unicast (2000::/3). Everything outside it
 * is loopback, unspecified, IPv4-mapped or -compatible (an IPv4 address by another name),
 * NAT64, discard, unique-local, link-local, site-local or multicast.
 */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
// Inside it: IETF assignments (Teredo among them), 6to4 (both reach IPv4 through a relay) and
// documentation.
const specialV6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  specialV6.addSubnet(net, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internalV4.check(address, 'ipv4');
  // A zone (fe80::1%eth0) names a local interface.
  if (family === 6 && !address.includes('%')) {
    return !globalV6.check(address, 'ipv6') || specialV6.check(address, 'ipv6');
  }
  return true;
}

/** Whether the URL's host may be called at all (names are checked again once resolved). */
export function endpointAllowed(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  // The URL parser has already written the host canonically (0x7f.1 is 127.0.0.1).
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || !isInternalAddress(host);
}

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A lookup that resolves, then keeps only the addresses that may be called: the connection is
 * made to an address checked here, not to one a second resolution could give. `resolve` is
 * the system's unless a test brings its own.
 */
export function guardedLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => !isInternalAddress(a.address));
      if (allowed.length === 0) {
        const refused = new Error(`push endpoint ${hostname} resolves to an internal address`);
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, allowed);
      const [first] = allowed;
      callback(null, first!.address, first!.family);
    });
  };
}

/** The agent pushes go out through unless a test brings its own. */
export function guardedAgent(): Agent {
  return new Agent({ lookup: guardedLookup() });
}
