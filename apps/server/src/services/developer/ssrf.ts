import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';

// Webhook URLs are chosen by clients, and the server calls them: in production only https, and
// never an address inside our network (private, loopback, link-local, CGNAT, multicast...), checked
// when the endpoint is saved and again before each delivery (DNS may change in between).
// Development and tests may call loopback receivers.

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(ip: string): boolean {
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(ip);
  if (!family) return true;
  return blocked.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a receiver URL the server must not call (production rules only when production). */
export async function checkReceiverUrl(raw: string, production: boolean): Promise<void> {
  const url = new URL(raw);
  if (!production) return;
  if (url.protocol !== 'https:')
    throw new AppError('VALIDATION', said('dev.httpsOnly'), { url: said('dev.httpsOnlyField') });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (r) => r.map((a) => a.address),
        () => [] as string[],
      );
  if (addresses.length === 0)
    throw new AppError('VALIDATION', said('dev.unresolved'), { url: said('dev.unresolvedField') });
  if (addresses.some(isPrivateAddress))
    throw new AppError('VALIDATION', said('dev.privateAddress'), {
      url: said('dev.privateAddressField'),
    });
}
