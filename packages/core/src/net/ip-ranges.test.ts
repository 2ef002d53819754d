import { describe, expect, it } from "vitest";
import { blockedAddressKind, ipv6Groups, isPublicAddress } from "./ip-ranges";

describe("blockedAddressKind", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.5", "reserved"],
    ["198.18.0.1", "reserved"],
  ])("refuses IPv4 %s (%s)", (address, kind) => {
    expect(blockedAddressKind(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.15.255.255", "172.32.0.1", "100.63.255.255", "100.128.0.1", "93.184.216.34"])(
    "allows public IPv4 %s",
    (address) => {
      expect(blockedAddressKind(address)).toBeNull();
    },
  );

  it.each([
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["ff02::1", "multicast"],
    ["fec0::1", "private"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:192.168.0.1", "private"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:7f00:1::", "loopback"],
    ["2001:db8::1", "reserved"],
    ["0:0:0:0:0:0:0:1", "loopback"],
  ])("refuses IPv6 %s (%s)", (address, kind) => {
    expect(blockedAddressKind(address)).toBe(kind);
  });

  it.each(["2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8", "2002:808:808::1"])(
    "allows public IPv6 %s",
    (address) => {
      expect(blockedAddressKind(address)).toBeNull();
    },
  );

  it("calls anything that is not an IP address invalid", () => {
    expect(blockedAddressKind("localhost")).toBe("invalid");
    expect(blockedAddressKind("256.1.1.1")).toBe("invalid");
    expect(blockedAddressKind("")).toBe("invalid");
  });

  it("expands IPv6 groups", () => {
    expect(ipv6Groups("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("nope")).toBeNull();
  });
});
