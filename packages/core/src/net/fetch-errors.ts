/** A server-side fetch the SSRF guard refused: scheme, address (after DNS), credentials in the URL. */
export class SsrfBlockedError extends Error {
  override readonly name = "SsrfBlockedError";
  constructor(
    message: string,
    /** the URL refused (the hop of a redirect chain that was refused) */
    readonly url: string,
  ) {
    super(message);
  }
}

/** A server-side fetch stopped by a limit: total time, response size or number of redirects. */
export class FetchLimitError extends Error {
  override readonly name = "FetchLimitError";
  constructor(
    message: string,
    readonly limit: "timeout" | "size" | "redirects",
  ) {
    super(message);
  }
}

/** A server-side fetch that failed on the network: DNS, connection refused or reset, TLS. */
export class FetchNetworkError extends Error {
  override readonly name = "FetchNetworkError";
}
