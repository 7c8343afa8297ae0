import { msg } from "../../../shared/i18n/msg.js";
import type { FoodImage } from "../../integrations/ai/provider.js";

/** Spec: at most 8 MB. Pixel bound: a small file can still decode to a huge bitmap. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageCheck =
  | { ok: true; image: FoodImage; width: number | null; height: number | null }
  | { ok: false; status: 400 | 413; message: string };

const invalid = (message = msg("Please upload a valid image")): ImageCheck => ({ ok: false, status: 400, message });

/** What the bytes really are, whatever the data URL claims. */
export function sniffImageType(bytes: Buffer): FoodImage["mimeType"] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp") {
    const brand = bytes.toString("latin1", 8, 12);
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand)) return "image/heic";
  }
  return null;
}

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the dimensions (C4, C8 and CC are not frames).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8X" && bytes.length >= 30) {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Width and height from the header, without decoding (HEIC is bounded by size only). */
export function imageSize(bytes: Buffer, type: FoodImage["mimeType"]): { width: number; height: number } | null {
  if (type === "image/png" && bytes.length >= 24)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (type === "image/jpeg") return jpegSize(bytes);
  if (type === "image/webp") return webpSize(bytes);
  return null;
}

/**
 * Checks an uploaded photo given as a data URL (or bare base64): it must decode to at most 8 MB of
 * real JPEG, PNG, WebP or HEIC bytes, of at most 40 megapixels.
 */
export function checkFoodImage(imageBase64: string): ImageCheck {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i.exec(imageBase64);
  const claimed = match?.[1]?.toLowerCase() ?? null;
  if (claimed !== null && !claimed.startsWith("image/")) return invalid();
  const payload = match ? imageBase64.slice(match[0].length) : imageBase64;
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(payload)) return invalid();
  if (Math.floor((payload.length * 3) / 4) > MAX_IMAGE_BYTES + 3) {
    return { ok: false, status: 413, message: msg("The image is larger than 8 MB") };
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length === 0) return invalid(msg("Please upload an image before analysis"));
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, status: 413, message: msg("The image is larger than 8 MB") };
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return invalid();
  const size = imageSize(bytes, mimeType);
  if (size && (size.width === 0 || size.height === 0)) return invalid();
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) {
    return { ok: false, status: 413, message: msg("The image has too many pixels (at most 40 megapixels)") };
  }
  return { ok: true, image: { mimeType, bytes }, width: size?.width ?? null, height: size?.height ?? null };
}
