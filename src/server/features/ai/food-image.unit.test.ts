import { describe, expect, it } from "vitest";
import { checkFoodImage, sniffImageType } from "./food-image.js";

/** A real 1x1 PNG. */
const png1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function pngWithSize(width: number, height: number): Buffer {
  const copy = Buffer.from(png1x1);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

describe("checkFoodImage", () => {
  it("accepts a real PNG and reports its size", () => {
    const result = checkFoodImage(dataUrl("image/png", png1x1));
    expect(result).toMatchObject({ ok: true, width: 1, height: 1, image: { mimeType: "image/png" } });
  });

  it("trusts the bytes, not the claimed type", () => {
    const claimedJpeg = checkFoodImage(dataUrl("image/jpeg", png1x1));
    expect(claimedJpeg).toMatchObject({ ok: true, image: { mimeType: "image/png" } });
    const textAsPng = checkFoodImage(dataUrl("image/png", Buffer.from("just some text, not a picture")));
    expect(textAsPng).toEqual({ ok: false, status: 400, message: "Please upload a valid image" });
  });

  it("refuses a non-image data URL even when the bytes are a picture", () => {
    expect(checkFoodImage(dataUrl("text/plain", png1x1))).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses more than 8 MB and more than 40 megapixels with 413", () => {
    const big = Buffer.concat([png1x1, Buffer.alloc(9 * 1024 * 1024)]);
    expect(checkFoodImage(dataUrl("image/png", big))).toMatchObject({ ok: false, status: 413 });
    expect(checkFoodImage(dataUrl("image/png", pngWithSize(10_000, 10_000)))).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses empty and garbage input", () => {
    expect(checkFoodImage("data:image/png;base64,")).toMatchObject({ ok: false, status: 400 });
    expect(checkFoodImage("data:image/png;base64,@@@@")).toMatchObject({ ok: false, status: 400 });
  });

  it("recognises JPEG, WebP and HEIC signatures", () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("\u0000\u0000\u0000\u0018ftypheic", "latin1"))).toBe("image/heic");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeNull();
  });
});
