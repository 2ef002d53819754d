import { parseArgs } from "node:util";
import { z } from "zod";

const portSchema = z.coerce.number().int().min(0).max(65_535);

const cliArgsSchema = z.object({
  smtpPort: portSchema.default(1025),
  httpPort: portSchema.default(1080),
  storeFile: z.string().min(1).optional(),
});

export type DevMailboxCliArgs = z.infer<typeof cliArgsSchema>;

/** Parses `--smtp-port <n> --http-port <n> --store <file>` (defaults 1025 / 1080, no store). */
export function parseCliArgs(argv: string[]): DevMailboxCliArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      "smtp-port": { type: "string" },
      "http-port": { type: "string" },
      store: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  return cliArgsSchema.parse({ smtpPort: values["smtp-port"], httpPort: values["http-port"], storeFile: values.store });
}
