import { createRequire } from "node:module";
import type PDFDocumentType from "pdfkit";
import type { ReportBlock, ReportDocument } from "../../../shared/data-transfer/report";

// Draws her report as an A4 PDF with pdfkit, in Inter (SIL Open Font License, from @fontsource/inter),
// embedded as a subset: it reads the same on any computer and nothing is fetched from anywhere.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  bold: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
};

const PLUM = "#3b2140";
const MUTED = "#6b5470";
const LINE = "#d9c7dd";
const MARGIN = 48;

type Doc = InstanceType<typeof PDFDocumentType>;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function facts(doc: Doc, items: { label: string; value: string }[]) {
  const width = doc.page.width - 2 * MARGIN;
  for (const { label, value } of items) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc.font("bold").fontSize(9).fillColor(PLUM).text(label, MARGIN, y, { width: 170 });
    const labelBottom = doc.y;
    doc.font("regular").text(value, MARGIN + 180, y, { width: width - 180 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
}

function table(doc: Doc, title: string, head: string[], rows: string[][]) {
  const width = doc.page.width - 2 * MARGIN;
  const col = width / head.length;
  ensureRoom(doc, 40);
  doc.moveDown(0.4).font("bold").fontSize(10).fillColor(PLUM).text(title, MARGIN);
  if (rows.length === 0) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text("None recorded.", MARGIN);
    return;
  }
  const line = (cells: string[], bold: boolean) => {
    ensureRoom(doc, 14);
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? "bold" : "regular")
        .fontSize(8.5)
        .fillColor(bold ? MUTED : PLUM)
        .text(cell, MARGIN + i * col, y, { width: col - 6 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 2;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    doc.y += 2;
  };
  line(head, true);
  for (const row of rows) line(row, false);
}

function temperatureChart(doc: Doc, block: Extract<ReportBlock, { kind: "temperature-chart" }>) {
  const width = doc.page.width - 2 * MARGIN;
  const height = 130;
  ensureRoom(doc, height + 40);
  doc.moveDown(0.4).font("bold").fontSize(10).fillColor(PLUM).text(block.title, MARGIN);
  const top = doc.y + 6;
  const left = MARGIN + 30;
  const plotWidth = width - 30;
  const values = block.points.map((p) => p.valueC).concat(block.coverLineC ?? []);
  const low = Math.floor((Math.min(...values) - 0.05) * 10) / 10;
  const high = Math.ceil((Math.max(...values) + 0.05) * 10) / 10;
  const first = Date.parse(block.points[0]!.date);
  const span = Math.max(1, (Date.parse(block.points.at(-1)!.date) - first) / 86_400_000);
  const x = (date: string) => left + ((Date.parse(date) - first) / 86_400_000 / span) * plotWidth;
  const y = (c: number) => top + height - ((c - low) / (high - low || 1)) * height;
  doc.rect(left, top, plotWidth, height).lineWidth(0.5).strokeColor(LINE).stroke();
  // Gridlines every 0.1 °C, labelled every 0.2.
  for (let c = low; c <= high + 1e-9; c = Math.round((c + 0.1) * 10) / 10) {
    doc
      .moveTo(left, y(c))
      .lineTo(left + plotWidth, y(c))
      .lineWidth(0.2)
      .strokeColor(LINE)
      .stroke();
    if (Math.round(c * 10) % 2 === 0) {
      doc
        .font("regular")
        .fontSize(7)
        .fillColor(MUTED)
        .text(c.toFixed(1), MARGIN, y(c) - 3.5, { width: 26, align: "right" });
    }
  }
  const used = block.points.filter((p) => !p.excluded);
  used.forEach((p, i) => {
    // The line breaks at a day without a reading, as the tracker's own chart does.
    const prev = used[i - 1];
    if (prev && Date.parse(p.date) - Date.parse(prev.date) === 86_400_000) {
      doc
        .moveTo(x(prev.date), y(prev.valueC))
        .lineTo(x(p.date), y(p.valueC))
        .lineWidth(1)
        .strokeColor("#b0417a")
        .stroke();
    }
  });
  for (const p of block.points) {
    doc
      .circle(x(p.date), y(p.valueC), 2)
      .fillColor(p.excluded ? "#aaaaaa" : "#b0417a")
      .fill();
  }
  if (block.coverLineC !== null) {
    doc
      .moveTo(left, y(block.coverLineC))
      .lineTo(left + plotWidth, y(block.coverLineC))
      .dash(3, { space: 2 })
      .lineWidth(0.8)
      .strokeColor("#2f6f8f")
      .stroke()
      .undash();
  }
  doc.y = top + height + 4;
  doc
    .font("regular")
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `${block.points[0]!.date} to ${block.points.at(-1)!.date}, °C.` +
        (block.coverLineC !== null
          ? ` Dashed: coverline at ${block.coverLineC.toFixed(2)} °C.`
          : " No temperature rise confirmed in this cycle, so no coverline.") +
        " Grey points are readings she excluded.",
      MARGIN,
    );
}

/**
 * pdfkit and its fonts' code are read on the first report, not at every start of the server (their
 * modules cost more start-up CPU than the rest of the API's).
 */
let pdfkit: Promise<typeof PDFDocumentType> | undefined;
const loadPdfkit = () => {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  return pdfkit;
};

/** Her report as PDF bytes. */
export async function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Bloom report for ${report.name}`, Author: "Bloom", Creator: "Bloom" },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("bold").fontSize(18).fillColor(PLUM).text(`Bloom report for ${report.name}`);
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      `Prepared on ${report.date} from her own records in Bloom. Not a diagnosis; for talking through with her midwife or doctor.`,
    );
  for (const section of report.sections) {
    ensureRoom(doc, 60);
    doc.moveDown(1).font("bold").fontSize(13).fillColor(PLUM).text(section.title, MARGIN);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(doc.page.width - MARGIN, doc.y)
      .lineWidth(0.8)
      .strokeColor(LINE)
      .stroke();
    doc.moveDown(0.3);
    if (section.blocks.length === 0) {
      doc.font("regular").fontSize(9.5).fillColor(MUTED).text(section.emptyText, MARGIN);
      continue;
    }
    for (const block of section.blocks) {
      if (block.kind === "facts") facts(doc, block.items);
      else if (block.kind === "table") table(doc, block.title, block.head, block.rows);
      else if (block.kind === "temperature-chart") temperatureChart(doc, block);
      else doc.font("regular").fontSize(9).fillColor(MUTED).text(block.text, MARGIN);
    }
  }
  doc.end();
  return done;
}
