/** The `stripe` SDK's options that point it at a stand-in (no retries, no telemetry). */
export function stripeSdkOptions(standIn: { host: string; port: number }) {
  return {
    host: standIn.host,
    port: standIn.port,
    protocol: "http" as const,
    maxNetworkRetries: 0,
    telemetry: false,
  };
}
