import type { Auth } from "../auth";
import type { Billing } from "../billing";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { CoachService } from "../features/coach/service";
import type { Mailer } from "../mail/mailer";
import type { LiveHub } from "../realtime/hub";
import type { ObjectStorage } from "../storage";
import type { SessionRevocations } from "./session-revocations";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  auth: Auth;
  /** Private files (photos): local disk under DATA_DIR/files, or S3 when S3_BUCKET is set. */
  storage: ObjectStorage;
  /** Injected so tests are exact. */
  now: () => Date;
  /** Ended sessions, heard from every instance (decision 002). */
  revocations: SessionRevocations;
  /** The wellness coach's replies (knowledge base, optionally a language model). */
  coach: CoachService;
  /** Live events: streams to this instance's members, fed by the outbox (src/server/realtime). */
  live: LiveHub;
  /** Premium Access checkout: the local test checkout or Stripe (src/server/billing). */
  billing: Billing;
}

export interface AppEnv {
  Variables: Deps & { user: SessionUser };
}
