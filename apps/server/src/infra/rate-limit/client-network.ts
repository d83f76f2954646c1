import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const GROUPS_IN_PREFIX_64 = 4;

/**
 * The network a client address stands for in a rate-limit key: an IPv4 address itself, an IPv6
 * address its /64. A single IPv6 host is commonly handed a whole /64 and may pick a fresh address
 * from it for every request, so keying by the full address would give it a fresh allowance each
 * time. An IPv4-mapped IPv6 address (::ffff:192.0.2.1) counts as the IPv4 address it carries.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names the interface, not the host
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (isIpv4Mapped(groups)) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, GROUPS_IN_PREFIX_64)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client a rate limit counts for this request: its network (clientNetwork of request.ip).
 * Every limit keyed by the client uses this, so no route hands an IPv6 /64 one budget per address.
 */
export function requestNetwork(request: FastifyRequest): string {
  return clientNetwork(request.ip);
}

/** The eight 16-bit groups of a valid IPv6 address, whatever way it is written (::, leading zeros, case, dotted tail). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const headGroups = groupsOf(head);
  if (tail === undefined) return headGroups;
  const tailGroups = groupsOf(tail);
  const zeros = new Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

function groupsOf(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => (group.includes('.') ? dottedAsGroups(group) : [Number.parseInt(group, 16)]));
}

function dottedAsGroups(dotted: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
