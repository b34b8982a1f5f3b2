import JSONSchemaValidator from "@asymmetrik/fhir-json-schema-validator";
import { describe, expect, it } from "vitest";
import { fhirBundle } from "./bundle";

describe("the FHIR Bundle's screening results", () => {
  it("writes each as a completed QuestionnaireResponse for her, valid R4", () => {
    let n = 0;
    const bundle = fhirBundle({
      name: "Ana",
      timestamp: "2026-11-18T12:00:00.000Z",
      days: [],
      lastPeriodStart: null,
      dueDate: null,
      pregnant: false,
      weights: [],
      questionnaires: [
        {
          questionnaire: "http://loinc.org/vs/LL358-3",
          completedAt: "2026-11-17T09:30:00Z",
          items: [
            { linkId: "1", text: "Little interest or pleasure in doing things", answer: 1 },
            { linkId: "2", text: "Feeling down, depressed, or hopeless", answer: 0 },
          ],
        },
      ],
      newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
      zoneOffset: () => "+00:00",
    }) as unknown as { entry: { resource: Record<string, unknown> }[] };
    expect(new JSONSchemaValidator().validate(bundle)).toEqual([]);
    const response = bundle.entry[1]!.resource;
    expect(response).toMatchObject({
      resourceType: "QuestionnaireResponse",
      status: "completed",
      subject: { reference: "urn:uuid:00000000-0000-4000-8000-000000000001" },
      item: [
        { linkId: "1", answer: [{ valueInteger: 1 }] },
        { linkId: "2", answer: [{ valueInteger: 0 }] },
      ],
    });
  });
});
