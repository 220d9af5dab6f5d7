import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client address a budget of SMS sends is counted for. An IPv6 host or household gets a whole
 * /64 and picks any address in it, so the /64 is the address; an IPv4 address written as IPv6
 * (::ffff:a.b.c.d, as a dual-stack socket reports it) is that IPv4 address.
 */
export function budgetAddressKey(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return address;
  const [head, tail] = bare.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  // A dotted IPv4 tail fills the last two groups; it never reaches the first four.
  const tailGroups = groupsOf(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [...groupsOf(head), ...Array(8 - groupsOf(head).length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
