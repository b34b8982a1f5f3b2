import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { rateLimit } from "./rate-limit";

const MINUTE = 60_000;

/**
 * Every route of Bloom's own that costs real work (decoding photos, running the recogniser,
 * building a full export) or sends mail, with its limit. createApp mounts them in front of the
 * routes; a route added later that is costly belongs here (or uses `rateLimit` itself).
 * better-auth limits its own endpoints (sign-up, sign-in, resets, verification mails) in auth.ts.
 */
export const COSTLY_ROUTES: { method: string; path: string; limit: MiddlewareHandler<AppEnv> }[] = [
  {
    method: "POST",
    path: "/food/analyze",
    limit: rateLimit({
      name: "food.analyze",
      perClient: { limit: 20, windowMs: MINUTE },
      perUser: { limit: 20, windowMs: MINUTE },
    }),
  },
  {
    method: "POST",
    path: "/newsletter",
    limit: rateLimit({ name: "newsletter", perClient: { limit: 5, windowMs: 15 * MINUTE } }),
  },
  {
    method: "POST",
    path: "/food/logs",
    limit: rateLimit({
      name: "food.log",
      perClient: { limit: 60, windowMs: MINUTE },
      perUser: { limit: 30, windowMs: MINUTE },
    }),
  },
  {
    method: "POST",
    path: "/checkins",
    limit: rateLimit({
      name: "checkins.create",
      perClient: { limit: 30, windowMs: MINUTE },
      perUser: { limit: 10, windowMs: MINUTE },
    }),
  },
  {
    method: "POST",
    path: "/pregnancy/journal",
    limit: rateLimit({
      name: "journal.save",
      perClient: { limit: 30, windowMs: MINUTE },
      perUser: { limit: 20, windowMs: MINUTE },
    }),
  },
  {
    method: "PUT",
    path: "/pregnancy/journal/:id",
    limit: rateLimit({
      name: "journal.save",
      perClient: { limit: 30, windowMs: MINUTE },
      perUser: { limit: 20, windowMs: MINUTE },
    }),
  },
  {
    method: "POST",
    path: "/cycle/import",
    limit: rateLimit({
      name: "cycle.import",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    method: "GET",
    path: "/account/export",
    limit: rateLimit({
      name: "account.export",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    // Reads her history and draws a PDF.
    method: "GET",
    path: "/data/report",
    limit: rateLimit({
      name: "data.report",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    // Her whole history as one FHIR Bundle, like the JSON export.
    method: "GET",
    path: "/data/fhir",
    limit: rateLimit({
      name: "data.fhir",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    // Reads a whole file from another app (Apple Health's can be hundreds of MB).
    method: "POST",
    path: "/data/imports/*",
    limit: rateLimit({
      name: "data.import",
      perClient: { limit: 30, windowMs: 10 * MINUTE },
      perUser: { limit: 20, windowMs: 10 * MINUTE },
    }),
  },
  // Each starts a Stripe call (a customer, a Checkout or portal session) when Stripe sells Premium.
  {
    method: "POST",
    path: "/subscription/checkout",
    limit: rateLimit({
      name: "subscription.checkout",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    method: "POST",
    path: "/subscription/portal",
    limit: rateLimit({
      name: "subscription.portal",
      perClient: { limit: 20, windowMs: 10 * MINUTE },
      perUser: { limit: 10, windowMs: 10 * MINUTE },
    }),
  },
  {
    // Each try checks a password (scrypt): guessing it here is as slow as at sign-in.
    method: "DELETE",
    path: "/account",
    limit: rateLimit({
      name: "account.delete",
      perClient: { limit: 10, windowMs: MINUTE },
      perUser: { limit: 10, windowMs: MINUTE },
    }),
  },
];
