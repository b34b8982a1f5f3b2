/** The zod schemas of a cited source (sources.ts), for the content schemas and the coach's answers. */
import { z } from "zod";
import { SOURCE_ORGS } from "./sources";

export const sourceSchema = z.strictObject({
  org: z.enum(SOURCE_ORGS),
  /** The guideline or page, as its publisher titles it. */
  title: z.string().trim().min(3),
  url: z.url({ protocol: /^https$/ }).optional(),
});
export const sourcesSchema = z.array(sourceSchema).min(1);
