import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * A push endpoint is an address a client chose, which the server then calls: it must not be a
 * way into the server's own network. Loopback, private, link-local and other special ranges
 * are refused, whether written in the URL or reached through DNS.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInternalAddress(mapped);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isInternalAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the URL's host may be called at all (names are checked again once resolved). */
export function endpointAllowed(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || !isInternalAddress(host);
}

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => !isInternalAddress(a.address));
    if (allowed.length === 0) {
      return callback(
        new Error(`push endpoint ${hostname} resolves to an internal address`),
        '',
        0,
      );
    }
    if (options.all) return callback(null, allowed);
    const [first] = allowed;
    callback(null, first!.address, first!.family);
  });
};

/** The agent pushes go out through unless a test brings its own. */
export function guardedAgent(): Agent {
  return new Agent({ lookup: guardedLookup });
}
