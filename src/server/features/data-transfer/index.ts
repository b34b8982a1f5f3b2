import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { fhirRoutes } from "./fhir-routes";
import { importRoutes } from "./import-routes";
import { reportRoutes } from "./report-routes";
import { shareLinkRoutes } from "./share-links";

/**
 * Her data in and out, in one place (DESIGN: "data in and out has one home"): share links, the
 * PDF report, the FHIR export and the imports from other apps, under `/api/data`. The JSON export
 * stays in the account feature and drip's CSV in the cycle tracker (decision 017).
 */
export const dataTransferRoutes = new Hono<AppEnv>()
  .route("/share-links", shareLinkRoutes)
  .route("/report", reportRoutes)
  .route("/imports", importRoutes)
  .route("/fhir", fhirRoutes);

export { IMPORT_UPLOAD_PATH } from "./import-routes";
export { SHARED_PAGE_PREFIX } from "./prefix";
export { shareLinksExport } from "./share-links";
export { sharedPageRoutes } from "./shared-page";
