import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) is that IPv4 address. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/** A forwarded hop as proxies write it: `203.0.113.9`, `[2001:db8::1]:443`, `203.0.113.9:51234`. */
function hopAddress(hop: string): string | null {
  const text = hop.trim();
  if (isIP(text)) return normalise(text);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1] && isIP(bracketed[1]) === 6) return normalise(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (withPort?.[1] && isIP(withPort[1]) === 4) return withPort[1];
  return null;
}

/**
 * The address of the client behind a request, for rate limits and logs.
 *
 * With no trusted proxy (`trustedHops` 0, the default) it is the connection's own address and any
 * X-Forwarded-For the client sent is ignored. Behind proxies, each trusted hop appended the address
 * it received the request from; counting `trustedHops` entries back from the connection gives the
 * address the outermost trusted proxy saw (proxy-addr, the library Express uses, walks the hops).
 * Entries further left were written by the client and are never used. A malformed entry gives the
 * connection's address.
 */
export function clientAddressOf(request: IncomingMessage, trustedHops: number): string | null {
  const socketAddress = request.socket.remoteAddress;
  const socket = socketAddress ? hopAddress(socketAddress) : null;
  if (trustedHops <= 0 || !socketAddress) return socket;
  // the connection is hop 0; it and the next trustedHops - 1 hops are our own proxies (as Express trusts a count)
  return hopAddress(proxyAddr(request, (_address, hop) => hop < trustedHops)) ?? socket;
}
