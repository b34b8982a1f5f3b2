import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ImageError } from "../images";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/** A multipart form as the routes use it: text fields once each, files and lists by name. */
export interface MultipartForm {
  fields: Record<string, string>;
  /** Files of each file field; 0-byte parts (what an untouched file input sends) are dropped unless `keepEmpty`. */
  files: Record<string, File[]>;
  /** Text sent any number of times under one name (e.g. ids of photos to remove). */
  lists: Record<string, string[]>;
}

/**
 * Reads a `multipart/form-data` body: `files` names the fields that carry files (with how many
 * each may carry), `lists` the text fields that may repeat; every other field is text, sent once.
 * Anything else is a 400 that says what was wrong.
 */
export async function readMultipart(
  c: Context<AppEnv>,
  opts: { what: string; files: Record<string, number>; lists?: readonly string[]; keepEmpty?: boolean },
): Promise<MultipartForm> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
    throw badRequest(`Send the ${opts.what} as multipart/form-data.`);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest("The form could not be read.");
  }
  const form: MultipartForm = { fields: {}, files: {}, lists: {} };
  for (const [key, raw] of Object.entries(body)) {
    const values = Array.isArray(raw) ? raw : [raw];
    const most = opts.files[key];
    if (most !== undefined) {
      if (values.some((v) => !(v instanceof File))) throw badRequest(`${key} must be image files.`);
      const files = (values as File[]).filter((f) => opts.keepEmpty || f.size > 0);
      if (files.length > most)
        throw badRequest(`${key}: at most ${most} ${most === 1 ? "photo" : "photos"}.`);
      form.files[key] = files;
    } else if (opts.lists?.includes(key)) {
      if (values.some((v) => typeof v !== "string")) throw badRequest(`${key} must be text.`);
      form.lists[key] = values as string[];
    } else {
      if (values.length !== 1 || typeof values[0] !== "string")
        throw badRequest(`${key} must be sent once, as text.`);
      form.fields[key] = values[0];
    }
  }
  return form;
}

/**
 * The body limit of a route that takes photos: past `maxSize` the answer is the image refusal
 * every photo route gives for a file that is too large (413, `file_too_large`).
 */
export function photoBodyLimit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const refused = new ImageError("file_too_large");
      return c.json({ error: { code: refused.code, message: refused.message } }, 413);
    },
  });
}
