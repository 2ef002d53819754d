import { AsyncLocalStorage } from "node:async_hooks";

interface RequestFacts {
  /** the client's address as the server resolved it (see clientAddressOf), or null when unknown */
  clientAddress: string | null;
}

declare global {
  // one store per process: the server (dist/main.js) and each bundle of the app share it
  var parloRequestFacts: AsyncLocalStorage<RequestFacts> | undefined;
}

function store(): AsyncLocalStorage<RequestFacts> {
  globalThis.parloRequestFacts ??= new AsyncLocalStorage<RequestFacts>();
  return globalThis.parloRequestFacts;
}

/** Runs the handling of one request with what the server knows about it. */
export function runWithRequestFacts<T>(facts: RequestFacts, handle: () => T): T {
  return store().run(facts, handle);
}

let warned = false;

/**
 * The address of the client of the request being handled, as the app's server resolved it from
 * the connection (and the configured trusted proxy hops). Request headers are never read here: a
 * client can write any X-Forwarded-For it likes. Null when the app was not started through its
 * server (plain `next start`): then every caller shares one rate-limit bucket, which fails closed.
 */
export function requestClientAddress(): string | null {
  const facts = store().getStore();
  if (facts) return facts.clientAddress;
  if (!warned) {
    warned = true;
    console.warn("The client address is unknown: start the app with parlo-serve (packages/http-server).");
  }
  return null;
}
