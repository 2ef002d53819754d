import { parseCliArgs } from "./parse-cli-args";
import { startDevMailbox } from "./start-dev-mailbox";

// Runnable entry: `tsx packages/email/src/dev-mailbox/cli.ts --smtp-port 1025 --http-port 1080 --store <file>`
const args = parseCliArgs(process.argv.slice(2));
const mailbox = await startDevMailbox({ smtpPort: args.smtpPort, httpPort: args.httpPort, storeFile: args.storeFile });
console.log(`Dev mailbox: http://localhost:${mailbox.httpPort} (SMTP on ${mailbox.smtpPort})`);

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  mailbox.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("Dev mailbox: error while stopping", error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
