import type { Auth } from "../auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";

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
  /** Injected so tests are exact. */
  now: () => Date;
}

export interface AppEnv {
  Variables: Deps & { user: SessionUser };
}
