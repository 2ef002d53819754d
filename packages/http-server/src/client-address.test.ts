import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address";

/** A request as the server receives it: from `socketAddress`, with the X-Forwarded-For it carries. */
function requestFrom(socketAddress: string | undefined, forwardedFor?: string | string[]): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: socketAddress });
  const request = new IncomingMessage(socket);
  if (forwardedFor !== undefined) request.headers["x-forwarded-for"] = [forwardedFor].flat().join(", ");
  return request;
}

describe("clientAddressOf", () => {
  it("uses the connection and ignores X-Forwarded-For when no proxy is trusted (the default)", () => {
    expect(clientAddressOf(requestFrom("203.0.113.9", "1.1.1.1"), 0)).toBe("203.0.113.9");
    expect(clientAddressOf(requestFrom("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddressOf(requestFrom(undefined, "1.1.1.1"), 0)).toBeNull();
  });

  it("takes the address the outermost trusted proxy saw, never what the client wrote before it", () => {
    // the client wrote 6.6.6.6; the one proxy appended the client's real address 198.51.100.7
    expect(clientAddressOf(requestFrom("10.0.0.2", "6.6.6.6, 198.51.100.7"), 1)).toBe("198.51.100.7");
    // two proxies: the outer saw 198.51.100.7, the inner saw the outer (10.0.0.9)
    expect(clientAddressOf(requestFrom("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.9"), 2)).toBe("198.51.100.7");
    // repeated headers count as one list
    expect(clientAddressOf(requestFrom("10.0.0.2", ["6.6.6.6", "198.51.100.7"]), 1)).toBe("198.51.100.7");
  });

  it("reads hops with ports and brackets, and falls back to the connection for junk", () => {
    const at = (forwardedFor: string) => clientAddressOf(requestFrom("10.0.0.2", forwardedFor), 1);
    expect(at("198.51.100.7:51234")).toBe("198.51.100.7");
    expect(at("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(at("unknown")).toBe("10.0.0.2");
    expect(clientAddressOf(requestFrom("10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("uses the leftmost hop when fewer proxies answered than are trusted", () => {
    expect(clientAddressOf(requestFrom("10.0.0.2", "198.51.100.7"), 3)).toBe("198.51.100.7");
  });
});
