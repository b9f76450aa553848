import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import type { Agent } from 'undici';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';

// Webhook URLs are chosen by clients, and the server calls them: in production only https, and
// only an address on the public internet, checked when the endpoint is saved and again before
// each delivery. A delivery resolves the host once, checks every address, and connects to the
// address it checked (pinnedAgent): DNS answering a public address to the check and loopback to
// the connection (rebinding) cannot reach our network. Development and tests may call loopback
// receivers, but the port rule and the single resolution hold everywhere.

/**
 * IPv4 special-purpose space (IANA IPv4 Special-Purpose Address Registry, plus multicast and the
 * reserved 240/4): none of it is a webhook receiver on the public internet.
 */
const V4_SPECIAL: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast 255.255.255.255
];

/**
 * IPv6 is judged the other way round: only global unicast (2000::/3) may be called, which alone
 * refuses ::/128, ::1, the IPv4-compatible ::/96 and IPv4-mapped ::ffff:0:0/96 forms, the
 * IPv4/IPv6 translation prefixes 64:ff9b::/96 and 64:ff9b:1::/48 (NAT64), discard-only 100::/64,
 * site-local fec0::/10, unique-local fc00::/7, link-local fe80::/10 and multicast ff00::/8.
 * Inside 2000::/3 the special-purpose blocks below are refused too. A transition form is refused
 * whole rather than judged by the IPv4 address it embeds: 6to4 (deprecated, RFC 7526) and Teredo
 * reach whatever IPv4 address they carry, loopback and private included, through relays.
 */
const V6_SPECIAL: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID, AMT, AS112
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['2620:4f:8000::', 48], // direct delegation AS112
  ['3fff::', 20], // documentation (RFC 9637)
];

const special = new BlockList();
for (const [net, bits] of V4_SPECIAL) special.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of V6_SPECIAL) special.addSubnet(net, bits, 'ipv6');
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');

/** True for every address a webhook must not reach (anything but public unicast). */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return special.check(ip, 'ipv4');
  if (family === 6) return !globalUnicast6.check(ip, 'ipv6') || special.check(ip, 'ipv6');
  return true;
}

/**
 * Ports the fetch standard blocks ("bad ports": mail, DNS, IRC, NFS...), which Node's fetch also
 * refuses. https://fetch.spec.whatwg.org/#port-blocking
 */
export const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** The port a receiver URL names, if it is one a webhook may use: 80, 443 or 8000-65535. */
function portProblem(url: URL): 'range' | 'blocked' | null {
  if (!url.port) return null; // the scheme's own 80 or 443
  const port = Number(url.port);
  if (FETCH_BLOCKED_PORTS.has(port)) return 'blocked';
  if (port === 80 || port === 443 || (port >= 8000 && port <= 65535)) return null;
  return 'range';
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a host name has (the system resolver by default; tests pass their own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (host) =>
  lookup(host, { all: true }).then((r) =>
    r.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })),
  );

export interface VettedReceiver {
  url: URL;
  /** The address checked, and the one the delivery connects to. */
  address: string;
  family: 4 | 6;
}

/**
 * Checks a receiver URL and resolves its host once: answers the address to connect to, or
 * refuses (400 with the reason in words on the `url` field).
 */
export async function vetReceiver(
  raw: string,
  production: boolean,
  resolve: Resolver = systemResolver,
): Promise<VettedReceiver> {
  const url = checkUrlShape(raw, production);
  // The WHATWG parser already wrote every IPv4 form (0x7f.1, 2130706433...) as dotted decimal
  // and every IPv6 form in its shortest hex, in brackets.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: ResolvedAddress[] = family
    ? [{ address: host, family: family === 6 ? 6 : 4 }]
    : await resolve(host).catch(() => []);
  if (addresses.length === 0)
    throw new AppError('VALIDATION', said('dev.unresolved'), { url: said('dev.unresolvedField') });
  // One private answer refuses the host: a name that is partly inside our network is not public.
  if (production && addresses.some((a) => isPrivateAddress(a.address)))
    throw new AppError('VALIDATION', said('dev.privateAddress'), {
      url: said('dev.privateAddressField'),
    });
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family };
}

/** The scheme and port rules, which need no resolver. */
function checkUrlShape(raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION', said('dev.httpsOnly'), { url: said('dev.httpsOnlyField') });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('VALIDATION', said('dev.httpsOnly'), { url: said('dev.httpsOnlyField') });
  if (production && url.protocol !== 'https:')
    throw new AppError('VALIDATION', said('dev.httpsOnly'), { url: said('dev.httpsOnlyField') });
  const port = portProblem(url);
  if (port === 'blocked')
    throw new AppError('VALIDATION', said('dev.blockedPort', { port: url.port }), {
      url: said('dev.blockedPortField', { port: url.port }),
    });
  if (port === 'range')
    throw new AppError('VALIDATION', said('dev.portRange', { port: url.port }), {
      url: said('dev.portRangeField'),
    });
  return url;
}

/**
 * Refuses a receiver URL the server must not call, when an endpoint is saved. Outside production
 * the host is not resolved yet (a developer may save a receiver before starting it).
 */
export async function checkReceiverUrl(
  raw: string,
  production: boolean,
  resolve?: Resolver,
): Promise<void> {
  if (production) await vetReceiver(raw, production, resolve);
  else checkUrlShape(raw, production);
}

/**
 * A connection pool whose every connection goes to the vetted address, whatever the host name
 * resolves to by then. The URL keeps its host name, so the Host header and the TLS server name
 * (SNI, certificate check) stay the receiver's own.
 */
export async function pinnedAgent(target: ResolvedAddress, timeoutMs: number): Promise<Agent> {
  // undici is loaded with the first delivery, not at start-up.
  const { Agent } = await import('undici');
  const pinned: LookupFunction = (_host, options, callback) => {
    // Node asks for every address (`all`) when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Agent({
    connect: { lookup: pinned, timeout: timeoutMs },
    connections: 1,
    pipelining: 0,
  });
}
