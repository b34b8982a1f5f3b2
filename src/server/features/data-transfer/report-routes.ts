import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { reportQuery } from "../../../shared/data-transfer/report-input";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { buildReport } from "./report";
import { renderReportPdf } from "./report-pdf";

/** `GET /api/data/report?sections=cycle,wellbeing&tz=…`: her "For my appointment" PDF. */
export const reportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", zValidator("query", reportQuery, validationHook), async (c) => {
    const { sections } = c.req.valid("query");
    const { today, tz } = userDay(c);
    const user = c.get("user");
    const started = performance.now();
    const report = await buildReport({ db: c.get("db"), userId: user.id, today, tz }, user.name, sections);
    const built = performance.now();
    const pdf = await renderReportPdf(report);
    c.header(
      "Server-Timing",
      `read;dur=${(built - started).toFixed(1)}, render;dur=${(performance.now() - built).toFixed(1)}`,
    );
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="bloom-report-${today}.pdf"`,
      "Cache-Control": "no-store",
    });
  });
