import type { GeneratedImage } from "../provider.js";

export const maxGeneratedImageBytes = 10 * 1024 * 1024;

/** The image type the bytes really are (PNG, JPEG or WebP), or null. */
export function sniffImageType(bytes: Buffer): GeneratedImage["mimeType"] | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return null;
}

/**
 * Downloads a generated image from the URL the image API returned: http(s) only, no more than
 * `maxBytes` (checked on Content-Length and while reading), within the signal's time.
 */
export async function downloadImage(
  url: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
  maxBytes = maxGeneratedImageBytes,
): Promise<Buffer> {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("image URL is not http(s)");
  const response = await fetchImpl(parsed, { signal, redirect: "follow" });
  if (!response.ok || !response.body) throw new Error(`image download answered HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw new Error("image download is too large");
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error("image download is too large");
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}
