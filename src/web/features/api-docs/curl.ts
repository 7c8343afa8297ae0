import { API_KEY_HEADER, type ApiDocsEndpoint } from "../../../shared/contracts/api-docs.js";
import { KEY_PLACEHOLDER } from "../../lib/mcp-configs.js";

/** Single quotes for a POSIX shell: safe for any JSON. */
const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** A copyable curl command for an endpoint's example, against this instance's base URL. */
export function curlFor(endpoint: ApiDocsEndpoint, baseUrl: string, key = KEY_PLACEHOLDER): string {
  const { path, query, body } = endpoint.requestExample;
  const search = query ? `?${new URLSearchParams(query)}` : "";
  const lines = [
    `curl${endpoint.method === "GET" ? "" : ` -X ${endpoint.method}`} ${shellQuote(`${baseUrl}${path}${search}`)}`,
  ];
  lines.push(`-H "${API_KEY_HEADER}: ${key}"`);
  if (body !== null && body !== undefined) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d ${shellQuote(JSON.stringify(body))}`);
  }
  return lines.join(" \\\n  ");
}
