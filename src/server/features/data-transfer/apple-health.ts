import type { BleedingValue, MucusFeeling, MucusTexture } from "../../../shared/cycle/observations";
import {
  createCollector,
  ImportFileError,
  lookup,
  MAX_XML_IMPORT_BYTES,
  type ParsedImport,
} from "../../../shared/data-transfer/imports/core";

/**
 * Apple Health's `export.xml`, read as a stream: each chunk goes through the XML parser and is
 * dropped, and only the cycle records Bloom keeps stay in memory, so a file of hundreds of MB takes
 * no more memory than a small one. The parser expands no entity a file declares (an "entity bomb"
 * or a reference to a file on the server is an error) and a file cut short is an error; nothing is
 * written then.
 */

const FLOW: Record<string, BleedingValue> = {
  HKCategoryValueMenstrualFlowUnspecified: 2,
  HKCategoryValueMenstrualFlowLight: 1,
  HKCategoryValueMenstrualFlowMedium: 2,
  HKCategoryValueMenstrualFlowHeavy: 3,
};
const MUCUS: Record<string, { feeling?: MucusFeeling; texture?: MucusTexture }> = {
  HKCategoryValueCervicalMucusQualityDry: { feeling: 0 },
  HKCategoryValueCervicalMucusQualitySticky: { texture: 1 },
  HKCategoryValueCervicalMucusQualityCreamy: { texture: 1 },
  HKCategoryValueCervicalMucusQualityWatery: { feeling: 3 },
  HKCategoryValueCervicalMucusQualityEggWhite: { texture: 2 },
};
const LH: Record<string, "positive" | "negative"> = {
  HKCategoryValueOvulationTestResultNegative: "negative",
  HKCategoryValueOvulationTestResultPositive: "positive",
  HKCategoryValueOvulationTestResultLuteinizingHormoneSurge: "positive",
};

const short = (type: string) =>
  type.replace(/^HK(Category|Quantity|Correlation)TypeIdentifier/, "").slice(0, 60);

/** Reads `export.xml` from a stream of bytes; rejects with ImportFileError for a file it cannot use. */
export async function readAppleHealth(
  body: ReadableStream<Uint8Array>,
  notAfter: string,
  maxBytes = MAX_XML_IMPORT_BYTES,
): Promise<ParsedImport> {
  const into = createCollector(notAfter);
  // The XML parser is loaded on the first import of a file, not at every start.
  const { SaxesParser } = await import("saxes");
  const parser = new SaxesParser({ position: false });
  let root: string | null = null;
  let failure: string | null = null;
  parser.on("error", (err) => {
    failure = err.message;
    throw new ImportFileError(
      /undefined entity|disallowed/.test(err.message)
        ? "This file declares its own XML entities, which Bloom does not read. It is not an export from Apple Health."
        : "This file is not complete XML: it may be cut short. Export it from the Health app again.",
    );
  });
  parser.on("opentag", (node) => {
    if (root === null) {
      root = node.name;
      if (root !== "HealthData") {
        throw new ImportFileError(
          "This is not Apple Health's export.xml (it does not start with HealthData).",
        );
      }
      return;
    }
    if (node.name !== "Record") return;
    const a = node.attributes as Record<string, string>;
    const type = a.type ?? "";
    const start = a.startDate ?? "";
    const date = start.slice(0, 10);
    const what = `Apple Health ${short(type)}`;
    const value = a.value ?? "";
    switch (type) {
      case "HKCategoryTypeIdentifierMenstrualFlow": {
        const flow = lookup(FLOW, value);
        if (flow !== undefined) into.bleeding(date, flow, what);
        else if (value === "HKCategoryValueMenstrualFlowNone") into.skip(what, "a day marked with no flow");
        else into.skip(what, "not a flow Bloom knows");
        break;
      }
      case "HKCategoryTypeIdentifierIntermenstrualBleeding":
        into.bleeding(date, 0, what);
        break;
      case "HKQuantityTypeIdentifierBasalBodyTemperature": {
        const n = Number(value);
        const celsius = a.unit === "degF" ? ((n - 32) * 5) / 9 : n;
        if (a.unit !== "degC" && a.unit !== "degF") into.skip(what, "its unit is neither °C nor °F");
        else
          into.temperature(
            date,
            celsius,
            /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(start) ? start.slice(11, 16) : null,
            what,
          );
        break;
      }
      case "HKCategoryTypeIdentifierCervicalMucusQuality": {
        const part = lookup(MUCUS, value);
        if (part) into.mucus(date, part, what);
        else into.skip(what, "Bloom's mucus scale has no such kind");
        break;
      }
      case "HKCategoryTypeIdentifierOvulationTestResult": {
        const result = lookup(LH, value);
        if (result) into.lhTest(date, result, what);
        else into.skip(what, "only positive and negative LH tests are kept");
        break;
      }
      case "HKQuantityTypeIdentifierBodyMass": {
        const n = Number(value);
        if (a.unit === "kg") into.weight(date, n, what);
        else if (a.unit === "lb") into.weight(date, n * 0.45359237, what);
        else if (a.unit === "g") into.weight(date, n / 1000, what);
        else into.skip(what, "its unit is not kg, g or lb");
        break;
      }
      default:
        into.skip(what, "not a cycle record");
    }
  });

  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  let first = true;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first && value.length >= 2 && value[0] === 0x50 && value[1] === 0x4b) {
        throw new ImportFileError("This is a zip archive: open it and choose export.xml inside.");
      }
      first = false;
      bytes += value.length;
      if (bytes > maxBytes) throw new ImportFileError("This file is larger than Bloom reads.");
      parser.write(decoder.decode(value, { stream: true }));
    }
    if (bytes === 0) throw new ImportFileError("The file is empty.");
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    await reader.cancel().catch(() => {});
    if (err instanceof ImportFileError) throw err;
    // The parser's own error, thrown from its handler above, or a broken upload.
    throw new ImportFileError(
      failure
        ? "This file is not complete XML: it may be cut short."
        : "The file could not be read. Please try again.",
    );
  }
  if (root === null) throw new ImportFileError("This file is empty or not XML.");
  return into.result();
}
