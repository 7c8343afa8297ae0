import { ApiError, browserTimeZone } from "./api.js";
import { i18n } from "./i18n.js";

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Fetches a file with the session cookie and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, {
    credentials: "include",
    headers: { "X-Time-Zone": browserTimeZone() },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(text || response.statusText || i18n._("Download failed"), response.status);
  }
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
