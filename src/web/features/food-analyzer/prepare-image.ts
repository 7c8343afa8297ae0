/** Photos above this are scaled down before upload (the server accepts up to 8 MB). */
const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
const MAX_EDGE = 1600;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

async function shrink(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.85);
  } catch {
    return null; // A format the browser cannot decode (HEIC in most): send it as it is.
  }
}

/** The picked photo as a data URL, large camera photos scaled down to 1600 px on the long edge. */
export async function prepareImage(file: File): Promise<string> {
  if (file.size > SHRINK_ABOVE_BYTES) {
    const small = await shrink(file);
    if (small) return small;
  }
  return readAsDataUrl(file);
}
