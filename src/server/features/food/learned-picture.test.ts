import { describe, expect, it } from "vitest";
import { decodeEmbedding, encodeEmbedding, openPicture, sealPicture } from "./learned-picture";
import { EMBEDDING_SIZE } from "./recognizers/embedder";

const unit = () => {
  const v = Array.from({ length: EMBEDDING_SIZE }, (_, i) => Math.sin(i * 1.7) * (i % 3 === 0 ? -1 : 1));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};

describe("a learned picture", () => {
  it("is stored as float16, within a thousandth of each value", () => {
    const v = unit();
    const bytes = encodeEmbedding(v);
    expect(bytes.byteLength).toBe(EMBEDDING_SIZE * 2);
    const back = decodeEmbedding(bytes);
    for (let i = 0; i < v.length; i++) expect(Math.abs(back[i]! - v[i]!)).toBeLessThan(1e-3);
    expect(Array.from(decodeEmbedding(encodeEmbedding([0, -0.5, 1, 1e-6])))).toEqual([
      0,
      -0.5,
      1,
      expect.closeTo(1e-6, 7),
    ]);
  });

  it("opens only for the member it was sealed for, and only untouched", () => {
    const sealed = sealPicture(unit(), "alice", "secret");
    expect(openPicture(sealed, "alice", "secret")).toEqual(encodeEmbedding(unit()));
    expect(() => openPicture(sealed, "bob", "secret")).toThrow(/sealed picture/);
    expect(() => openPicture(sealed, "alice", "another secret")).toThrow(/sealed picture/);
    const tampered = `${sealed.slice(0, 10)}${sealed[10] === "A" ? "B" : "A"}${sealed.slice(11)}`;
    expect(() => openPicture(tampered, "alice", "secret")).toThrow(/sealed picture/);
    expect(() => openPicture("AAAA", "alice", "secret")).toThrow(/sealed picture/);
  });
});
