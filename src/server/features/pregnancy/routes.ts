import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { insightRoutes } from "./insights-routes";
import { journalRoutes } from "./journal-routes";
import { symptomRoutes } from "./symptoms-routes";

/** /api/pregnancy: her symptoms, insights, journal, kick counts and contractions. */
export const pregnancyRoutes = new Hono<AppEnv>()
  .route("/symptoms", symptomRoutes)
  .route("/insights", insightRoutes)
  .route("/journal", journalRoutes);
