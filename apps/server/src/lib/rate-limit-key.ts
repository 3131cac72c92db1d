import { normalizeIP } from '@fastify/rate-limit';

/**
 * One network holds a whole IPv6 /64 (RFC 6177: a home or an office gets at least one), so a
 * per-address limit keyed on the full address is no limit at all: the caller picks another
 * of its 2^64 addresses. The key is the /64 prefix (`2001:db8:1:2::`); an IPv4 address is its
 * own key, and an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket
 * reports) is keyed as the IPv4 address it maps. Every public per-address limit uses it.
 */
export const IPV6_PREFIX_LENGTH = 64;

export function rateLimitKeyOf(ip: string): string {
  // Pinned here rather than left to the library's default, which could change with it.
  return normalizeIP(ip, IPV6_PREFIX_LENGTH);
}
