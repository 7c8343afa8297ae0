import { z } from "zod";
import { type ApiKeyScope, createApiKeySchema } from "../../../shared/contracts/api-keys.js";
import { msg } from "../../../shared/i18n/msg.js";
import { formSchema } from "../../lib/forms.js";

export const expiryChoices = [
  { value: "", label: msg("Never") },
  { value: "30", label: msg("In 30 days") },
  { value: "90", label: msg("In 90 days") },
  { value: "365", label: msg("In 1 year") },
] as const;

export const permissionChoices = [
  { value: "read-write", label: msg("Read and write (scripts that log meals, assistants)"), scopes: ["read", "write"] },
  { value: "read", label: msg("Read only (dashboards, exports)"), scopes: ["read"] },
] as const satisfies readonly { value: string; label: string; scopes: ApiKeyScope[] }[];

/** What the new key form holds: the name, and the two choices by their option values. */
const apiKeyFormFields = z.object({
  name: z.string(),
  permissions: z.enum(permissionChoices.map((choice) => choice.value)),
  expiry: z.enum(expiryChoices.map((choice) => choice.value)),
});
export type ApiKeyFormValues = z.input<typeof apiKeyFormFields>;

export const emptyApiKeyForm: ApiKeyFormValues = { name: "", permissions: "read-write", expiry: "" };

export function toCreateApiKeyInput({ name, permissions, expiry }: ApiKeyFormValues) {
  return {
    name,
    expiresInDays: expiry ? Number(expiry) : null,
    scopes: permissionChoices.find((choice) => choice.value === permissions)?.scopes,
  };
}

/** The shared createApiKeySchema (the name trimmed, its messages). */
export const apiKeyFormSchema = formSchema(apiKeyFormFields, toCreateApiKeyInput, createApiKeySchema);
