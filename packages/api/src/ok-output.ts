import { z } from "zod";

/** The answer of a mutation that has nothing else to say. */
export const ZOk = z.object({ ok: z.literal(true) });
export const ok = { ok: true } as const;
