const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
// Hex groups and colons (an IPv4 tail, a zone id allowed): the client address the platform gives, never free text.
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*(%.+)?$/i;
const isIPv4 = (ip: string): boolean => IPV4.test(ip);
const isIPv6 = (ip: string): boolean => IPV6.test(ip) && ip.split('::').length <= 2;

/**
 * The address a listener is hashed by (IAB Podcast Measurement: IPv6 truncated to its /64). A device may change
 * the host half of its IPv6 address every few hours (privacy extensions), which would count one listener many
 * times; the /64 is the network, which it keeps. IPv4 (IPv4-mapped IPv6 included) is kept whole.
 */
export function listenerNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 tail (a.b.c.d) sits in the last 32 bits: outside the /64 kept, so only the count matters.
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = tail === undefined ? headGroups.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
