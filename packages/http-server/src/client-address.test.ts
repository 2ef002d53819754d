import { describe, expect, it } from "vitest";
import { clientAddressFrom } from "./client-address";

describe("clientAddressFrom", () => {
  it("uses the connection and ignores X-Forwarded-For when no proxy is trusted (the default)", () => {
    expect(clientAddressFrom({ socketAddress: "203.0.113.9", forwardedFor: "1.1.1.1", trustedHops: 0 })).toBe(
      "203.0.113.9",
    );
    expect(clientAddressFrom({ socketAddress: "::ffff:127.0.0.1", forwardedFor: undefined, trustedHops: 0 })).toBe(
      "127.0.0.1",
    );
    expect(clientAddressFrom({ socketAddress: undefined, forwardedFor: "1.1.1.1", trustedHops: 0 })).toBeNull();
  });

  it("takes the address the outermost trusted proxy saw, never what the client wrote before it", () => {
    // client wrote 6.6.6.6; the one proxy appended the client's real address 198.51.100.7
    const header = "6.6.6.6, 198.51.100.7";
    expect(clientAddressFrom({ socketAddress: "10.0.0.2", forwardedFor: header, trustedHops: 1 })).toBe("198.51.100.7");
    // two proxies: the outer saw 198.51.100.7, the inner saw the outer (10.0.0.9)
    const twoHops = "6.6.6.6, 198.51.100.7, 10.0.0.9";
    expect(clientAddressFrom({ socketAddress: "10.0.0.2", forwardedFor: twoHops, trustedHops: 2 })).toBe(
      "198.51.100.7",
    );
    // repeated headers count as one list
    expect(
      clientAddressFrom({ socketAddress: "10.0.0.2", forwardedFor: ["6.6.6.6", "198.51.100.7"], trustedHops: 1 }),
    ).toBe("198.51.100.7");
  });

  it("reads hops with ports and brackets, and falls back to the connection for junk", () => {
    const at = (forwardedFor: string) => clientAddressFrom({ socketAddress: "10.0.0.2", forwardedFor, trustedHops: 1 });
    expect(at("198.51.100.7:51234")).toBe("198.51.100.7");
    expect(at("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(at("unknown")).toBe("10.0.0.2");
    expect(at("")).toBe("10.0.0.2");
  });

  it("uses the leftmost hop when fewer proxies answered than are trusted", () => {
    expect(clientAddressFrom({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7", trustedHops: 3 })).toBe(
      "198.51.100.7",
    );
  });
});
