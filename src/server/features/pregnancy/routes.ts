import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { contractionRoutes } from "./contraction-routes";
import { insightRoutes } from "./insights-routes";
import { journalRoutes } from "./journal-routes";
import { kickRoutes } from "./kick-routes";
import { symptomRoutes } from "./symptoms-routes";

/** /api/pregnancy: her symptoms, insights, journal, kick counts and contractions. */
export const pregnancyRoutes = new Hono<AppEnv>()
  .route("/symptoms", symptomRoutes)
  .route("/insights", insightRoutes)
  .route("/journal", journalRoutes)
  .route("/kicks", kickRoutes)
  .route("/contractions", contractionRoutes);
