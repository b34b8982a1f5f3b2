import { describe, expect, it } from "vitest";
import { dayInput, temperatureInput } from "./schemas";
import { formatTemperature, fromCelsius, roundTemperature, toCelsius } from "./temperature";

describe("temperatures", () => {
  it("are stored in °C whether she types °F or °C", () => {
    expect(temperatureInput.parse({ value: 97.7, unit: "F" }).valueC).toBe(36.5);
    expect(temperatureInput.parse({ value: 36.45, unit: "C", time: "06:30" })).toEqual({
      valueC: 36.45,
      time: "06:30",
      exclude: false,
      note: null,
    });
  });

  it("show again in °F as she typed them", () => {
    for (const f of [96.8, 97.75, 98.15, 99.05]) expect(fromCelsius(toCelsius(f, "F"), "F")).toBe(f);
    expect(formatTemperature(36.5, "F")).toBe("97.70 °F");
    expect(formatTemperature(36.5, "C")).toBe("36.50 °C");
  });

  it("refuse values that are not a body temperature in her unit", () => {
    const r = temperatureInput.safeParse({ value: 36.5, unit: "F" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Temperature must be between 93.2 and 107.6 °F.");
    expect(temperatureInput.safeParse({ value: 98.2, unit: "C" }).error?.issues[0]?.message).toBe(
      "Temperature must be between 34 and 42 °C.",
    );
    expect(temperatureInput.safeParse({ value: 36.5, unit: "C", time: "25:00" }).success).toBe(false);
  });

  it("round to 0.05 °C for the evaluation", () => {
    expect(roundTemperature(36.52)).toBe(36.5);
    expect(roundTemperature(36.525)).toBe(36.55);
    expect(roundTemperature(36.574)).toBe(36.55);
  });
});

describe("a day from the day dialog", () => {
  it("fills what she left out and derives the mucus value", () => {
    const day = dayInput.parse({
      bleeding: { value: 1 },
      mucus: { feeling: 2, texture: 1 },
      symptoms: ["headache", "cramps", "headache"],
      note: "  ",
    });
    expect(day).toEqual({
      temperature: null,
      bleeding: { value: 1, exclude: false },
      mucus: { feeling: 2, texture: 1, value: 3, exclude: false },
      cervix: null,
      lhTest: null,
      sex: null,
      desire: null,
      symptoms: ["cramps", "headache"],
      symptomNote: null,
      moods: [],
      moodNote: null,
      note: null,
    });
  });

  it("refuses unknown fields and values", () => {
    expect(dayInput.safeParse({ bleeding: { value: 5 } }).success).toBe(false);
    expect(dayInput.safeParse({ mood: "happy" }).success).toBe(false);
    expect(dayInput.safeParse({ mucus: {} }).error?.issues[0]?.message).toBe(
      "Choose a mucus feeling or texture.",
    );
  });
});
