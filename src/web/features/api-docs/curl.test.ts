import { describe, expect, it } from "vitest";
import type { ApiDocsEndpoint } from "../../../shared/contracts/api-docs.js";
import { curlFor } from "./curl.js";

const endpoint = (overrides: Partial<ApiDocsEndpoint>): ApiDocsEndpoint => ({
  path: "/meals",
  method: "GET",
  requiresAuth: true,
  scope: "read",
  tag: "Meals",
  summary: "",
  description: "",
  parameters: {},
  requestExample: { path: "/meals", query: null, body: null },
  responseFormat: { status: 200, example: [] },
  ...overrides,
});

describe("curl examples", () => {
  it("call the instance's base URL with the key header", () => {
    const base = "https://nutrition.example/api/v1";
    const list = endpoint({ requestExample: { path: "/meals", query: { startDate: "2026-05-05" }, body: null } });
    expect(curlFor(list, base)).toBe(
      `curl 'https://nutrition.example/api/v1/meals?startDate=2026-05-05' \\\n  -H "X-Api-Key: YOUR_API_KEY"`,
    );
  });

  it("send a JSON body quoted safely for a shell, apostrophes included", () => {
    const create = endpoint({
      method: "POST",
      requestExample: { path: "/meals", query: null, body: { food: "Mum's soup", calories: 300 } },
    });
    const command = curlFor(create, "http://localhost:5000/api/v1", "mw_live_k");
    expect(command).toBe(
      [
        "curl -X POST 'http://localhost:5000/api/v1/meals'",
        '-H "X-Api-Key: mw_live_k"',
        '-H "Content-Type: application/json"',
        `-d '{"food":"Mum'\\''s soup","calories":300}'`,
      ].join(" \\\n  "),
    );
  });
});
