import { badRequest } from "../../http/errors";

/** `?limit=`: a whole number from 1 to 100. */
export function limitParam(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw badRequest("limit must be a whole number from 1 to 100.");
  return n;
}
