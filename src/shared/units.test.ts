import { describe, expect, it } from "vitest";
import { fromCelsius, toCelsius } from "./cycle/temperature";
import {
  convertLength,
  convertWeight,
  formatLength,
  formatWeight,
  lengthRangeIn,
  lengthToShow,
  lengthToStore,
  temperatureUnitOf,
  weightRangeIn,
  weightToShow,
  weightToStore,
} from "./units";

const tenths = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) * 10) + 1 }, (_, i) => Math.round((from + i / 10) * 10) / 10);

describe("her units", () => {
  it("converts pounds to kilograms and back by the international pound", () => {
    expect(convertWeight(1, "lb", "kg")).toBe(0.45359237);
    expect(convertWeight(0.45359237, "kg", "lb")).toBeCloseTo(1, 12);
    expect(convertWeight(64.5, "kg", "kg")).toBe(64.5);
    expect(weightToStore(143.3, "us", "kg")).toBe(65);
    expect(weightToShow(65, "kg", "us")).toBe(143.3);
    expect(weightToShow(65, "kg", "metric")).toBe(65);
  });

  it("converts inches to centimetres and back", () => {
    expect(convertLength(1, "in", "cm")).toBe(2.54);
    expect(convertLength(2.54, "cm", "in")).toBe(1);
    expect(lengthToStore(32, "us", "cm")).toBe(81.28);
    expect(lengthToShow(81.28, "cm", "us")).toBe(32);
    expect(lengthToShow(81, "cm", "metric")).toBe(81);
  });

  it("reads every weight a US member can type back exactly, stored in kg", () => {
    for (const lb of tenths(66, 661)) {
      expect(weightToShow(weightToStore(lb, "us", "kg"), "kg", "us")).toBe(lb);
    }
  });

  it("reads every weight a metric member can type back exactly, stored in lb", () => {
    for (const kg of tenths(30, 300)) {
      expect(weightToShow(weightToStore(kg, "metric", "lb"), "lb", "metric")).toBe(kg);
    }
  });

  it("reads every length typed in either units back exactly, stored in cm", () => {
    for (const inches of tenths(3, 119)) {
      expect(lengthToShow(lengthToStore(inches, "us", "cm"), "cm", "us")).toBe(inches);
    }
    for (const cm of tenths(10, 300)) {
      expect(lengthToShow(lengthToStore(cm, "metric", "cm"), "cm", "metric")).toBe(cm);
    }
  });

  it("leaves a stored value unchanged however often it is shown and saved again", () => {
    let stored = weightToStore(150.7, "us", "kg");
    for (let i = 0; i < 5; i++) stored = weightToStore(weightToShow(stored, "kg", "us"), "us", "kg");
    expect(stored).toBe(weightToStore(150.7, "us", "kg"));
  });

  it("names the unit beside the number", () => {
    expect(formatWeight(65, "kg", "us")).toBe("143.3 lbs");
    expect(formatWeight(143.3, "lb", "metric")).toBe("65 kg");
    expect(formatLength(81.28, "cm", "us")).toBe("32 in");
    expect(formatLength(81.28, "cm", "metric")).toBe("81.3 cm");
  });

  it("widens a range to whole numbers in her units, so no true value is refused", () => {
    expect(weightRangeIn({ min: 30, max: 300 }, "kg", "us")).toEqual({ min: 66, max: 662 });
    expect(weightRangeIn({ min: 30, max: 300 }, "kg", "metric")).toEqual({ min: 30, max: 300 });
    expect(lengthRangeIn({ min: 10, max: 300 }, "cm", "us")).toEqual({ min: 3, max: 119 });
  });

  it("shows temperatures in °F for US units and °C for metric, one choice for both", () => {
    expect(temperatureUnitOf("us")).toBe("F");
    expect(temperatureUnitOf("metric")).toBe("C");
    const c = toCelsius(97.7, temperatureUnitOf("us"));
    expect(fromCelsius(c, temperatureUnitOf("us"))).toBe(97.7);
    expect(fromCelsius(c, temperatureUnitOf("metric"))).toBe(36.5);
  });
});
