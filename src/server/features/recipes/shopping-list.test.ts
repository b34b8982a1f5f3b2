import { describe, expect, it } from "vitest";
import { type ShoppingLine, sumShoppingList } from "./shopping-list";

const line = (l: Partial<ShoppingLine> & Pick<ShoppingLine, "ndb" | "quantity" | "unit">): ShoppingLine => ({
  food: "food",
  aisle: "pantry",
  recipe: "a",
  ...l,
});
// A pretend conversion: 1 g, 100 g a cup, 50 g a large egg.
const grams = (l: ShoppingLine) =>
  l.quantity * ({ g: 1, cup: 100, large: 50, tbsp: 6.25 } as Record<string, number>)[l.unit]!;

describe("sumShoppingList", () => {
  it("adds up counts of the same unit", () => {
    const [aisle] = sumShoppingList(
      [
        line({ ndb: "01123", food: "eggs", aisle: "dairy & eggs", quantity: 4, unit: "large", recipe: "a" }),
        line({ ndb: "01123", food: "eggs", aisle: "dairy & eggs", quantity: 2, unit: "large", recipe: "b" }),
      ],
      grams,
    );
    expect(aisle!.items).toEqual([
      {
        food: "eggs",
        aisle: "dairy & eggs",
        count: 6,
        unit: "large",
        recipes: 2,
        buy: { quantity: 1, unit: "box", text: "1 box (6 eggs)" },
      },
    ]);
  });

  it("says what to buy in shop units and leaves tap water off the list", () => {
    const list = sumShoppingList(
      [
        line({ ndb: "09038", food: "avocado", aisle: "produce", quantity: 1.5, unit: "whole", recipe: "a" }),
        line({ ndb: "09038", food: "avocado", aisle: "produce", quantity: 1, unit: "whole", recipe: "b" }),
        line({ ndb: "14411", food: "water", quantity: 100, unit: "g" }),
      ],
      grams,
    );
    expect(list).toEqual([
      {
        aisle: "produce",
        items: [
          {
            food: "avocado",
            aisle: "produce",
            count: 2.5,
            unit: "whole",
            recipes: 2,
            buy: { quantity: 3, unit: "avocados", text: "3 avocados" },
          },
        ],
      },
    ]);
  });

  it("sums weights, volumes and mixed units of one food in grams", () => {
    const [aisle] = sumShoppingList(
      [
        line({ ndb: "08120", food: "rolled oats", quantity: 1, unit: "cup", recipe: "a" }),
        line({ ndb: "08120", food: "rolled oats", quantity: 2, unit: "tbsp", recipe: "a" }),
        line({ ndb: "08120", food: "oats", quantity: 40, unit: "g", recipe: "b" }),
      ],
      grams,
    );
    expect(aisle!.items).toEqual([{ food: "oats", aisle: "pantry", grams: 152.5, recipes: 2 }]);
  });

  it("converts counts to grams when a food is also measured another way", () => {
    const [aisle] = sumShoppingList(
      [
        line({ ndb: "01123", food: "eggs", quantity: 2, unit: "large" }),
        line({ ndb: "01123", food: "eggs", quantity: 30, unit: "g" }),
      ],
      grams,
    );
    expect(aisle!.items[0]).toMatchObject({ grams: 130 });
  });

  it("keeps different foods apart, groups them by aisle in shop order and sorts each aisle", () => {
    const list = sumShoppingList(
      [
        line({ ndb: "00003", food: "salt", aisle: "spices", quantity: 1, unit: "g" }),
        line({ ndb: "00002", food: "spinach", aisle: "produce", quantity: 1, unit: "cup" }),
        line({ ndb: "00001", food: "apple", aisle: "produce", quantity: 1, unit: "cup" }),
        line({ ndb: "00004", food: "milk", aisle: "dairy & eggs", quantity: 1, unit: "cup" }),
      ],
      grams,
    );
    expect(list.map((a) => a.aisle)).toEqual(["produce", "dairy & eggs", "spices"]);
    expect(list[0]!.items.map((i) => i.food)).toEqual(["apple", "spinach"]);
  });
});
