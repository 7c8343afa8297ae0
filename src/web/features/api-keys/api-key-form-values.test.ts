import { describe, expect, it } from "vitest";
import { apiKeyMessages } from "../../../shared/contracts/api-keys.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { apiKeyFormSchema, emptyApiKeyForm } from "./api-key-form-values.js";

describe("the new API key form's values", () => {
  it("send the trimmed name, read and write, never expiring, by default", () => {
    expect(apiKeyFormSchema.parse({ ...emptyApiKeyForm, name: "  Home Assistant " })).toEqual({
      name: "Home Assistant",
      expiresInDays: null,
      scopes: ["read", "write"],
    });
  });

  it("send the chosen permissions and expiry", () => {
    expect(apiKeyFormSchema.parse({ name: "Grafana", permissions: "read", expiry: "90" })).toEqual({
      name: "Grafana",
      expiresInDays: 90,
      scopes: ["read"],
    });
  });

  it("refuse what the server refuses, with its messages", () => {
    const messageOf = (name: string) =>
      apiKeyFormSchema
        .safeParse({ ...emptyApiKeyForm, name })
        .error?.issues.map((issue) => [issue.path, issue.message]);
    expect(messageOf("   ")).toEqual([[["name"], apiKeyMessages.name]]);
    expect(messageOf("tab\u0007bell")).toEqual([[["name"], controlCharactersMessage]]);
  });
});
