import fs from "node:fs";
import path from "node:path";

/** The running version: package.json's, read once at start (the file the server was started from). */
export const appVersion: string = (() => {
  try {
    const file = path.resolve(import.meta.dirname, "../../package.json");
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
})();
