import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Which IP addresses a user-supplied URL may reach: the public internet only. Every special-purpose
 * range of IANA's registries (RFC 6890 and its updates) is refused: private, local, shared, reserved,
 * documentation, benchmarking, multicast, translation and relay ranges, so a URL cannot make the server
 * talk to itself, its network neighbours or a cloud metadata service.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (some clouds put metadata services here)
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112 service
  ['192.52.193.0', 24], // AMT relays
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking networks
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address 255.255.255.255
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback ::1 and the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID and others
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to any IPv4 address
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique-local, including the AWS metadata address fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local, still routed by some networks
  ['ff00::', 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** What an operator's own network may use: loopback, RFC 1918, carrier-grade NAT and IPv6 unique-local. */
const privateNetwork = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetwork.addSubnet(network, prefix, 'ipv4');
}
privateNetwork.addAddress('::1', 'ipv6');
privateNetwork.addSubnet('fc00::', 7, 'ipv6');

/**
 * Cloud metadata services that sit inside the private ranges above (Alibaba's in carrier-grade NAT,
 * AWS's IPv6 range in unique-local, with its metadata and pod identity agents): refused even on a
 * private network, since they hand out credentials.
 * The link-local metadata address 169.254.169.254 is never in privateNetwork to begin with.
 */
const metadataServices = new BlockList();
metadataServices.addAddress('100.100.100.200', 'ipv4');
metadataServices.addSubnet('fd00:ec2::', 32, 'ipv6');

interface NormalisedAddress {
  address: string;
  type: 'ipv4' | 'ipv6';
}

/**
 * The address a connection would really reach: IPv6 in canonical form, and an IPv4 carried inside
 * an IPv6 address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d) as that IPv4, since the
 * packets end up there. Undefined for anything that is not an IP address.
 */
function normalise(scoped: string): NormalisedAddress | undefined {
  // A zone (fe80::1%eth0) names the interface, not the address.
  const address = scoped.replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 4) return { address, type: 'ipv4' };
  if (family !== 6) return undefined;
  // The WHATWG URL parser canonicalises IPv6 (lower case, hex only, longest zero run as ::).
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const words = ipv6Words(canonical);
  const mapped = words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff;
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((word) => word === 0);
  if (mapped || nat64) {
    const [high = 0, low = 0] = words.slice(6);
    return { address: [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'), type: 'ipv4' };
  }
  return { address: canonical, type: 'ipv6' };
}

/** The eight 16-bit words of a canonical IPv6 address (no dotted IPv4 tail, at most one ::). */
function ipv6Words(canonical: string): number[] {
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) => (part ? part.split(':').map((word) => parseInt(word, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export interface AddressPolicyOptions {
  /** The addresses of this server's own network interfaces, read at each check (they may change). */
  ownAddresses?: () => readonly string[];
  /**
   * The operator's FETCH_ALLOW_PRIVATE_NETWORK: also reach loopback and private networks (an
   * intranet, a Mastodon instance on the operator's own network). Metadata services stay refused.
   */
  allowPrivateNetwork?: boolean;
  /** Test-only: also reach 127.0.0.0/8 and ::1, where tests run their fake servers. */
  allowLoopbackForTests?: boolean;
  /** Test-only: also reach exactly these addresses. */
  allowAddressesForTests?: readonly string[];
}

/** True when a connection to this IP address is allowed. */
export type AddressPolicy = (address: string) => boolean;

export function createAddressPolicy(options: AddressPolicyOptions = {}): AddressPolicy {
  const allowed = new Set((options.allowAddressesForTests ?? []).map((address) => normalise(address)?.address ?? address));
  const ownAddresses = options.ownAddresses ?? interfaceAddresses;
  return (address) => {
    const target = normalise(address);
    if (!target) return false;
    if (allowed.has(target.address)) return true;
    if (options.allowLoopbackForTests && loopback.check(target.address, target.type)) return true;
    if (metadataServices.check(target.address, target.type)) return false;
    // This host's own addresses are on the operator's network too, so they are allowed with it.
    if (options.allowPrivateNetwork)
      return !nonPublic.check(target.address, target.type) || privateNetwork.check(target.address, target.type);
    if (nonPublic.check(target.address, target.type)) return false;
    // A public address of this very host (a VPS's eth0) would reach Uplift and its neighbours on it.
    return !ownAddresses().some((own) => normalise(own)?.address === target.address);
  };
}

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}
