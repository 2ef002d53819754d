// What the integration global setup hands to tests through vitest's provide / inject.
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrls: { eu: string; na: string };
    smtpUrl: string;
    mailboxUrl: string;
  }
}

export {};
