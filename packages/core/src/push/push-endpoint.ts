import { isIP } from "node:net";
import { PUSH_LIMITS, PUSH_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { isAllowedHost, parseAllowedHosts } from "../net/allowed-hosts";
import { blockedAddressKind } from "../net/ip-ranges";
import type { FetchGuardConfig } from "../net/ssrf-guard";

/**
 * Whether the server may ever post to a browser's push endpoint (checked when it subscribes; the
 * SSRF guard checks the resolved address again at every send): an https URL without credentials,
 * of at most 2048 characters, whose host is not an internal address literal; or http only to a
 * loopback host that the SSRF allow-list names (a local push service stand-in in tests). Throws a
 * BAD_REQUEST DomainError.
 */
export function checkPushEndpoint(endpoint: string, fetchGuard: FetchGuardConfig | undefined): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new DomainError("BAD_REQUEST", PUSH_MESSAGES.endpointInvalid);
  }
  if (endpoint.length > PUSH_LIMITS.endpointMaxLength || url.username || url.password) {
    throw new DomainError("BAD_REQUEST", PUSH_MESSAGES.endpointInvalid);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const allowed = isAllowedHost(parseAllowedHosts(fetchGuard?.allowedHosts), host, port);
  if (url.protocol === "http:") {
    const loopback = host === "localhost" || (isIP(host) !== 0 && blockedAddressKind(host) === "loopback");
    if (allowed && loopback) return url;
    throw new DomainError("BAD_REQUEST", PUSH_MESSAGES.endpointInvalid);
  }
  if (url.protocol !== "https:") throw new DomainError("BAD_REQUEST", PUSH_MESSAGES.endpointInvalid);
  if (!allowed && isIP(host) !== 0 && blockedAddressKind(host) !== null) {
    throw new DomainError("BAD_REQUEST", PUSH_MESSAGES.endpointBlocked);
  }
  return url;
}
