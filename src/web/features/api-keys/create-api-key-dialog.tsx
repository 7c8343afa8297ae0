import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Plus, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ApiKey, CreateApiKeyRequest } from "../../../shared/contracts/api-keys.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { CodeBlock } from "../../components/ui/copy-button.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { errorMessage } from "../../lib/api.js";
import { showServerFieldErrors } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useCreateApiKey } from "./api.js";
import {
  type ApiKeyFormValues,
  apiKeyFormSchema,
  emptyApiKeyForm,
  expiryChoices,
  permissionChoices,
} from "./api-key-form-values.js";

function CreatedKey({ created, onDone }: { created: ApiKey; onDone: () => void }) {
  return (
    <>
      <DialogTitle>{i18n._("API key created")}</DialogTitle>
      <DialogDescription>{i18n._("Copy your key now: for your safety it will not be shown again.")}</DialogDescription>
      <div className="mt-4 space-y-3">
        <p className="text-sm font-medium break-words">{created.name}</p>
        <CodeBlock code={created.apiKey} label={i18n._("Copy API key")} caption={i18n._("Your new API key")} />
        <Alert tone="warning" className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{i18n._("Store it like a password. If you lose it, revoke it and create a new one.")}</span>
        </Alert>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{i18n._("Done")}</Button>
      </DialogFooter>
    </>
  );
}

/**
 * Spec commercial 3-5: a name (Create is disabled while it is blank once trimmed), optional expiry
 * and permissions; the new key is shown in full once, and 'Done' clears it from memory.
 */
export function CreateApiKeyDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ApiKey | null>(null);
  const create = useCreateApiKey();
  const form = useForm<ApiKeyFormValues, unknown, CreateApiKeyRequest>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: emptyApiKeyForm,
  });
  const name = useWatch({ control: form.control, name: "name" });

  function reset() {
    form.reset(emptyApiKeyForm);
    setCreated(null);
    create.reset();
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) reset();
  }

  const submit = form.handleSubmit(async (request) => {
    try {
      setCreated(await create.mutateAsync(request));
      toast.success(i18n._("API key created"));
    } catch (error) {
      showServerFieldErrors(form, error);
      toast.error(i18n._("Error creating API key"), {
        description: errorMessage(error, i18n._("An unknown error occurred")),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          <Plus aria-hidden="true" className="size-4" />
          {i18n._("Create API Key")}
        </Button>
      </DialogTrigger>
      <DialogContent
        // While the key is shown, a stray click outside must not lose it: only Done or Close end it.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <CreatedKey created={created} onDone={() => changeOpen(false)} />
        ) : (
          <form onSubmit={submit} aria-label={i18n._("Create API key")} noValidate>
            <DialogTitle className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-5 text-emerald-600" />
              {i18n._("Create API Key")}
            </DialogTitle>
            <DialogDescription>
              {i18n._("Name the key after where you will use it, so you can revoke it later.")}
            </DialogDescription>
            <div className="mt-4 space-y-4">
              <FormField
                id="api-key-name"
                label={i18n._("Key name")}
                error={form.formState.errors.name?.message && i18n._(form.formState.errors.name.message)}
              >
                <Input
                  maxLength={100}
                  placeholder={i18n._("e.g. Home Assistant, Claude Desktop")}
                  autoComplete="off"
                  {...form.register("name")}
                />
              </FormField>
              <FormField id="api-key-permissions" label={i18n._("Permissions")} error={undefined}>
                <Select {...form.register("permissions")}>
                  {permissionChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {i18n._(choice.label)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id="api-key-expiry" label={i18n._("Expires")} error={undefined}>
                <Select {...form.register("expiry")}>
                  {expiryChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {i18n._(choice.label)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                {i18n._("Cancel")}
              </Button>
              <Button type="submit" disabled={name.trim() === "" || create.isPending}>
                {create.isPending && <InlineSpinner />}
                {i18n._("Create")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
