import { isIPv4, isIPv6 } from "node:net";

/** Why an address may not be reached from the server, or null for a public address. */
export type BlockedAddressKind =
  | "unspecified"
  | "loopback"
  | "private"
  | "link-local"
  | "shared"
  | "multicast"
  | "reserved"
  | "unique-local"
  | "invalid";

interface Ipv4Range {
  base: number;
  bits: number;
  kind: BlockedAddressKind;
}

function ipv4ToNumber(address: string): number | null {
  if (!isIPv4(address)) return null;
  const parts = address.split(".").map(Number);
  let value = 0;
  for (const part of parts) value = value * 256 + part;
  return value;
}

function range(cidr: string, kind: BlockedAddressKind): Ipv4Range {
  const [address = "", bits = "32"] = cidr.split("/");
  return { base: ipv4ToNumber(address) ?? 0, bits: Number(bits), kind };
}

/** IPv4 ranges a server-side fetch never reaches (RFC 6890 special-purpose registry, the non-global ones). */
const IPV4_BLOCKED: readonly Ipv4Range[] = [
  range("0.0.0.0/8", "unspecified"),
  range("10.0.0.0/8", "private"),
  range("100.64.0.0/10", "shared"),
  range("127.0.0.0/8", "loopback"),
  range("169.254.0.0/16", "link-local"),
  range("172.16.0.0/12", "private"),
  range("192.0.0.0/24", "reserved"),
  range("192.0.2.0/24", "reserved"),
  range("192.88.99.0/24", "reserved"),
  range("192.168.0.0/16", "private"),
  range("198.18.0.0/15", "reserved"),
  range("198.51.100.0/24", "reserved"),
  range("203.0.113.0/24", "reserved"),
  range("224.0.0.0/4", "multicast"),
  range("240.0.0.0/4", "reserved"),
];

function inRange(value: number, { base, bits }: Ipv4Range): boolean {
  if (bits === 0) return true;
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(base / size);
}

function classifyIpv4(address: string): BlockedAddressKind | null {
  const value = ipv4ToNumber(address);
  if (value === null) return "invalid";
  return IPV4_BLOCKED.find((blocked) => inRange(value, blocked))?.kind ?? null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
export function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return null;
  let text = plain.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4ToNumber(dotted[1]);
    if (value === null) return null;
    const high = Math.floor(value / 65536).toString(16);
    const low = (value % 65536).toString(16);
    text = `${text.slice(0, -dotted[1].length)}${high}:${low}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.map((group) => parseInt(group, 16));
}

function embeddedIpv4(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function classifyIpv6(address: string): BlockedAddressKind | null {
  const groups = ipv6Groups(address);
  if (!groups) return "invalid";
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g7 === 1) return "loopback";
  // IPv4-mapped ::ffff:a.b.c.d and the deprecated IPv4-compatible ::a.b.c.d: judged as the IPv4 address
  if (zeroUpTo(5) && g5 === 0xffff) return classifyIpv4(embeddedIpv4(g6, g7));
  if (zeroUpTo(6)) return classifyIpv4(embeddedIpv4(g6, g7));
  // IPv4/IPv6 translation (64:ff9b::/96 and the local-use 64:ff9b:1::/48) and 6to4 (2002::/16) embed an IPv4 address
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(embeddedIpv4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return "reserved";
  if (g0 === 0x2002) return classifyIpv4(embeddedIpv4(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return "unique-local";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  // fec0::/10, the retired site-local range
  if ((g0 & 0xffc0) === 0xfec0) return "private";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  // 100::/64 discard-only, 2001:db8::/32 documentation, 2001::/23 IETF protocol assignments (Teredo included)
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return "reserved";
  if (g0 === 0x2001 && g1 === 0xdb8) return "reserved";
  if (g0 === 0x2001 && g1 < 0x200) return "reserved";
  return null;
}

/**
 * Why a server-side fetch may not connect to this IP address (loopback, private, link-local incl.
 * the cloud metadata address 169.254.169.254, shared/CGNAT, multicast, reserved, IPv6 unique-local
 * and link-local, IPv4-mapped forms of all these), or null when it is a public address.
 */
export function blockedAddressKind(address: string): BlockedAddressKind | null {
  if (isIPv4(address)) return classifyIpv4(address);
  if (isIPv6(address.replace(/%.*$/, ""))) return classifyIpv6(address);
  return "invalid";
}

/** True when a server-side fetch may connect to this IP address. */
export function isPublicAddress(address: string): boolean {
  return blockedAddressKind(address) === null;
}
