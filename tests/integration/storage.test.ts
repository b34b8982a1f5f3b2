import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidKeyError, LocalDiskStorage } from "../../src/server/storage";

const root = mkdtempSync(path.join(tmpdir(), "bloom-storage-"));
const outside = path.join(path.dirname(root), `${path.basename(root)}-secret.txt`);
writeFileSync(outside, "not yours");
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

const storage = new LocalDiskStorage(path.join(root, "files"));
const bytes = new Uint8Array([1, 2, 3, 4]);

describe("local disk storage", () => {
  it("puts, gets and deletes an object with its content type", async () => {
    await storage.put("u1/food/1.jpg", bytes, "image/jpeg");
    expect(await storage.get("u1/food/1.jpg")).toEqual({ bytes, contentType: "image/jpeg" });
    await storage.delete("u1/food/1.jpg");
    expect(await storage.get("u1/food/1.jpg")).toBeNull();
    await expect(storage.delete("u1/food/1.jpg")).resolves.toBeUndefined();
  });

  it("returns null for a missing key", async () => {
    expect(await storage.get("nobody/food/none.jpg")).toBeNull();
  });

  it("deletes everything under a prefix and nothing else", async () => {
    await storage.put("u2/food/1.jpg", bytes, "image/jpeg");
    await storage.put("u2/food/2.jpg", bytes, "image/jpeg");
    await storage.put("u3/food/1.jpg", bytes, "image/jpeg");
    await storage.deletePrefix("u2/");
    expect(await storage.get("u2/food/1.jpg")).toBeNull();
    expect(await storage.get("u2/food/2.jpg")).toBeNull();
    expect(await storage.get("u3/food/1.jpg")).not.toBeNull();
  });

  it.each([
    ["parent traversal", "../secret.txt"],
    ["traversal inside a key", "u1/../../secret.txt"],
    ["an absolute path", "/etc/passwd"],
    ["a backslash", "u1\\..\\x"],
    ["an encoded traversal", "u1/%2e%2e/x"],
    ["a dot segment", "u1/./x"],
    ["an empty segment", "u1//x"],
    ["an empty key", ""],
    ["a NUL byte", "u1/x\u0000.jpg"],
    ["a space", "u1/a b.jpg"],
  ])("refuses %s", async (_, key) => {
    await expect(storage.put(key, bytes, "text/plain")).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it("never touches files outside its root", async () => {
    await expect(storage.deletePrefix("../")).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.get(`../../${path.basename(outside)}`)).rejects.toBeInstanceOf(InvalidKeyError);
    expect(readdirSync(path.dirname(outside))).toContain(path.basename(outside));
  });
});
