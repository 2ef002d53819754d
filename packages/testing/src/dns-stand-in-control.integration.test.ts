import { Resolver } from "node:dns/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsStandIn, type DnsStandIn } from "./dns-stand-in";
import { dnsStandInClient, startDnsStandInControl, type DnsStandInControl } from "./dns-stand-in-control";

describe("DNS stand-in control", () => {
  let dns: DnsStandIn;
  let control: DnsStandInControl;
  const resolver = new Resolver({ timeout: 2000, tries: 1 });

  beforeAll(async () => {
    dns = await startDnsStandIn();
    control = await startDnsStandInControl(dns);
    resolver.setServers([dns.server]);
  });
  afterAll(async () => {
    await control.stop();
    await dns.stop();
  });

  it("sets records over HTTP that the DNS server then answers, and removes them", async () => {
    const client = dnsStandInClient(control.url);
    await client.set("portal.Example-Control.test", { cname: "localhost", txt: ["parlo-verify=abc"] });
    await client.set("localhost", { a: ["127.0.0.1"] });

    expect(await resolver.resolveCname("portal.example-control.test")).toEqual(["localhost"]);
    expect(await resolver.resolveTxt("portal.example-control.test")).toEqual([["parlo-verify=abc"]]);
    expect(await resolver.resolve4("portal.example-control.test")).toEqual(["127.0.0.1"]);

    await client.remove("portal.example-control.test");
    await expect(resolver.resolveCname("portal.example-control.test")).rejects.toThrow();
  });

  it("refuses a malformed body", async () => {
    const response = await fetch(`${control.url}/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "x.test", a: "127.0.0.1" }),
    });
    expect(response.status).toBe(400);
  });
});
