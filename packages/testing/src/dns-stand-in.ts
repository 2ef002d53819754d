import dns2 from "dns2";

type DnsAnswer = InstanceType<typeof Packet.Resource>;

const { Packet } = dns2;

export interface DnsStandInRecords {
  /** a CNAME target; A questions follow it to the target's addresses */
  cname?: string;
  /** IPv4 addresses */
  a?: string[];
  txt?: string[];
}

export interface DnsStandIn {
  /** `127.0.0.1:{port}`, for DNS_SERVERS / node:dns setServers */
  server: string;
  /** answer for a name from now on (replaces what it answered before) */
  set(name: string, records: DnsStandInRecords): void;
  /** stop answering for a name (NXDOMAIN-like empty answers) */
  remove(name: string): void;
  stop(): Promise<void>;
}

const key = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * A local authoritative DNS server over UDP (the dns2 package) whose answers a test sets: the
 * product's resolver is pointed at it, so domain verification does real DNS look-ups offline.
 */
export async function startDnsStandIn(): Promise<DnsStandIn> {
  const zone = new Map<string, DnsStandInRecords>();

  const answersFor = (name: string, type: number, depth = 0): DnsAnswer[] => {
    const records = zone.get(key(name));
    if (!records || depth > 5) return [];
    const record = (fields: { type: number; address?: string; domain?: string; data?: string }): DnsAnswer =>
      new Packet.Resource({ name, class: Packet.CLASS.IN, ttl: 1, ...fields });
    if (type === Packet.TYPE.CNAME) {
      return records.cname ? [record({ type: Packet.TYPE.CNAME, domain: records.cname })] : [];
    }
    if (type === Packet.TYPE.TXT) {
      return (records.txt ?? []).map((data) => record({ type: Packet.TYPE.TXT, data }));
    }
    if (type === Packet.TYPE.A) {
      if (records.cname) {
        return [
          record({ type: Packet.TYPE.CNAME, domain: records.cname }),
          ...answersFor(records.cname, type, depth + 1),
        ];
      }
      return (records.a ?? []).map((address) => record({ type: Packet.TYPE.A, address }));
    }
    return [];
  };

  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        response.answers.push(...answersFor(question.name, question.type));
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  const port = server.addresses().udp?.port;
  if (!port) throw new Error("The DNS stand-in did not get a port");

  return {
    server: `127.0.0.1:${port}`,
    set: (name, records) => void zone.set(key(name), records),
    remove: (name) => void zone.delete(key(name)),
    stop: () => server.close(),
  };
}
