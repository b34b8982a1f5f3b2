import { describe, expect, it } from "vitest";
import { checkinDateRange, checkinFields, checkinFieldsIn } from "./checkins";

describe("check-in fields", () => {
  it("turns empty measurements into null and keeps one decimal", () => {
    const parsed = checkinFields.parse({
      week_date: "2026-11-22",
      weight: "64.25",
      waist_measurement: "",
      hip_measurement: "98,4",
    });
    expect(parsed.weight).toBe(64.3);
    expect(parsed.waist_measurement).toBeNull();
    expect(parsed.hip_measurement).toBe(98.4);
    expect(parsed.chest_measurement).toBeNull();
    expect(parsed.description).toBeNull();
  });

  it("refuses words and impossible values with a clear message", () => {
    expect(
      checkinFields.safeParse({ week_date: "2026-11-22", weight: "heavy" }).error?.issues[0]?.message,
    ).toBe("Weight must be a number.");
    expect(
      checkinFields.safeParse({ week_date: "2026-11-22", thigh_measurement: "900" }).error?.issues[0]
        ?.message,
    ).toBe("Thigh must be between 10 and 300 cm.");
    expect(checkinFields.safeParse({ week_date: "22/11/2026" }).success).toBe(false);
  });

  it("offers today to six days ahead", () => {
    expect(checkinDateRange("2026-11-28")).toEqual({ min: "2026-11-28", max: "2026-12-04" });
  });
});

describe("check-in fields in her units", () => {
  it("reads pounds and inches into kg and cm, and refuses outside her units' range", () => {
    const us = checkinFieldsIn("us").parse({
      week_date: "2026-11-22",
      weight: "143.3",
      waist_measurement: "32",
    });
    expect(us.weight).toBe(65);
    expect(us.waist_measurement).toBe(81.28);
    expect(
      checkinFieldsIn("us").safeParse({ week_date: "2026-11-22", weight: "20" }).error?.issues[0]?.message,
    ).toBe("Weight must be between 66 and 662 lbs.");
  });
});
