import { normalizeIP } from '@better-auth/core/utils/ip';

/** Prefix length by which per-address limits count IPv6 clients. */
export const IPV6_LIMIT_PREFIX = 64;

/**
 * The address a per-address limit counts (issue 33): an IPv4 address as it is, an IPv6 one by its
 * /64 network, since one subscriber is given a whole /64 and can use any of its 2^64 addresses (a
 * limit on the full address would count one client as many). better-auth's own limiter keys by
 * the same function and prefix (its default), so every limit agrees.
 */
export const limitAddress = (ip: string) => normalizeIP(ip, { ipv6Subnet: IPV6_LIMIT_PREFIX });
