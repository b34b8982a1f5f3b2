import { randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";

/** The composer's multipart form: her fields and an optional photo. */
export function communityPostForm(fields: Record<string, string>, photo?: Blob) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set("photo", photo, "photo.jpg");
  return form;
}

/** Her community post as the composer sends it: that form with a fresh idempotency key. */
export function postToCommunity(
  app: TestApp,
  cookie: string,
  fields: Record<string, string>,
  opts: { photo?: Blob; tz?: string } = {},
) {
  return app.request(`/api/community/posts${opts.tz ? `?tz=${opts.tz}` : ""}`, {
    method: "POST",
    cookie,
    headers: { "idempotency-key": randomUUID() },
    body: communityPostForm(fields, opts.photo),
  });
}
