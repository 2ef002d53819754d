import { z } from "zod";

export const REGION_VALUES = ["eu", "na"] as const;
export const zRegion = z.enum(REGION_VALUES);
export type TRegion = z.infer<typeof zRegion>;
