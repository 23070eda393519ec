import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may be delivered. In production: https, and every address the host resolves to is public — no
 * loopback, private, carrier-grade NAT, link-local (the cloud metadata service at 169.254.169.254), multicast or
 * reserved range. Outside production, loopback over http is allowed too, so tests and a developer's receiver work.
 */
export interface TargetPolicy {
  production: boolean;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export class TargetRefused extends Error {}

/** Throws TargetRefused when the policy does not allow connecting to this address. */
export function checkAddress(address: string, policy: TargetPolicy): void {
  const plain = unmapped(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (!policy.production && loopback.check(plain, family)) return;
  if (blocked.check(plain, family)) throw new TargetRefused(`${address} is not a public address`);
}

/** What can be said of a URL without resolving it: its scheme (and a literal address). */
export function checkUrl(url: URL, policy: TargetPolicy): void {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.production)) {
    throw new TargetRefused('Webhook URLs must use https');
  }
  if (url.username || url.password) throw new TargetRefused('Webhook URLs cannot carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) checkAddress(host, policy);
}

/**
 * A DNS lookup for the delivery's socket that refuses a disallowed address: the socket connects to exactly the
 * addresses checked here, so a name that resolves to a public address when checked and a private one a moment later
 * (DNS rebinding) never reaches the private one.
 */
export function checkedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      try {
        if (addresses.length === 0) throw new TargetRefused(`${hostname} has no address`);
        for (const { address } of addresses) checkAddress(address, policy);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
