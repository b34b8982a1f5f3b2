import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageError, readImage, reencode, sniffFormat } from "../../src/server/images";

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 200, b: 40 } } });

/** A JPEG carrying EXIF with a GPS position, a camera, an owner, plus XMP. */
async function jpegWithGps() {
  return new Uint8Array(
    await photo()
      .withExif({
        IFD0: { Copyright: "Home of Jane Doe", Make: "PhoneCo" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 2649/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 3986/100",
        },
      })
      .withMetadata({ orientation: 6 })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-xmp</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer(),
  );
}

const text = (s: string) => new TextEncoder().encode(s);
const has = (bytes: Uint8Array, s: string) => Buffer.from(bytes).includes(Buffer.from(s, "latin1"));

describe("readImage", () => {
  it("accepts JPEG, PNG and WebP by their magic bytes and reads the size from the header", async () => {
    for (const fmt of ["jpeg", "png", "webp"] as const) {
      const bytes = new Uint8Array(await photo(40, 30).toFormat(fmt).toBuffer());
      const info = await readImage(bytes);
      expect(info).toMatchObject({ format: fmt, width: 40, height: 30 });
    }
  });

  it.each([
    ["an empty file", new Uint8Array(), "empty_file", 400],
    ["a text file", text("hello, this is not a photo at all"), "not_an_image", 415],
    ["a PDF", text("%PDF-1.7\n..."), "not_an_image", 415],
    ["a truncated JPEG", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "corrupt_image", 400],
  ])("refuses %s", async (_, bytes, code, status) => {
    const err = await readImage(bytes).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageError);
    expect(err).toMatchObject({ code, status });
    expect((err as Error).message).toMatch(/\.$/);
  });

  it("refuses more than 10 MB before looking inside", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(readImage(big)).rejects.toMatchObject({ code: "file_too_large", status: 413 });
  });

  it("refuses more than 25 megapixels from the header alone", async () => {
    // 6000 × 5000 = 30 MP, a single colour, so the file itself is small.
    const png = new Uint8Array(
      await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    await expect(readImage(png)).rejects.toMatchObject({ code: "image_too_large", status: 413 });
  });

  it("knows HEIF/AVIF containers", () => {
    const ftyp = (brand: string) =>
      new Uint8Array([0, 0, 0, 24, ...text("ftyp"), ...text(brand), 0, 0, 0, 0]);
    expect(sniffFormat(ftyp("heic"))).toBe("heif");
    expect(sniffFormat(ftyp("avif"))).toBe("heif");
    expect(sniffFormat(ftyp("isom"))).toBeNull();
  });

  it("reads an AVIF and refuses a HEIC this build cannot decode, with a clear message", async () => {
    const avif = new Uint8Array(await photo(32, 32).avif().toBuffer());
    await expect(readImage(avif)).resolves.toMatchObject({ format: "heif", width: 32, height: 32 });
    const fakeHeic = new Uint8Array([0, 0, 0, 24, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")]);
    await expect(readImage(fakeHeic)).rejects.toMatchObject({ code: "unsupported_image", status: 415 });
  });
});

describe("reencode", () => {
  it("strips EXIF (GPS included), XMP and ICC, and applies the orientation", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.byteLength).toBeGreaterThan(0);
    expect(has(before.exif!, "Home of Jane Doe")).toBe(true);
    // The GPS IFD pointer (tag 0x8825) and the latitude reference are in the input's EXIF.
    expect(has(before.exif!, "\x88\x25") || has(before.exif!, "\x25\x88")).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);

    const out = await reencode(input, { maxSide: 1024 });
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(has(out.bytes, "Exif")).toBe(false);
    expect(has(out.bytes, "Jane Doe")).toBe(false);
    expect(has(out.bytes, "secret-xmp")).toBe(false);
    // Orientation 6 = rotate 90°: the 64 × 48 photo comes out upright as 48 × 64.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(out.contentType).toBe("image/jpeg");
  });

  it("drops an embedded colour profile, converting to sRGB, and writes WebP on request", async () => {
    const withIcc = new Uint8Array(await photo().withIccProfile("p3").png().toBuffer());
    expect((await sharp(withIcc).metadata()).icc).toBeDefined();
    const out = await reencode(withIcc, { maxSide: 32, format: "webp" });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.icc).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(32);
  });
});
