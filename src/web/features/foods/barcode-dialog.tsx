import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ScanBarcode } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { barcodeParamsSchema, type Food } from "../../../shared/contracts/foods.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError, errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { lookupBarcode } from "./api.js";
import { CameraScanner, canScanWithCamera } from "./camera-scanner.js";
import { shownMessage } from "./labels.js";

interface BarcodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFound: (food: Food) => void;
}

/** Scan with the camera where the browser can, and always type the code. */
export function BarcodeDialog({ open, onOpenChange, onFound }: BarcodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-md overflow-y-auto">
        <DialogTitle>{i18n._("Scan barcode")}</DialogTitle>
        <DialogDescription>
          {canScanWithCamera()
            ? i18n._("Point the camera at the product's barcode, or type the digits under it.")
            : i18n._(
                "Type the digits under the product's barcode. (Camera scanning needs a browser with barcode detection.)",
              )}
        </DialogDescription>
        {open && <BarcodeLookup onFound={onFound} />}
      </DialogContent>
    </Dialog>
  );
}

function BarcodeLookup({ onFound }: { onFound: (food: Food) => void }) {
  const [scanning, setScanning] = useState(canScanWithCamera());
  const lookup = useMutation({ mutationFn: lookupBarcode, onSuccess: onFound });
  const form = useForm({ resolver: zodResolver(barcodeParamsSchema), defaultValues: { code: "" } });
  const submit = form.handleSubmit(({ code }) => lookup.mutate(code));

  const failure = lookup.error;
  const unavailable = failure instanceof ApiError && failure.status === 503;
  return (
    <div className="mt-4 space-y-4">
      {scanning && (
        <CameraScanner
          onCode={(value) => {
            setScanning(false);
            form.setValue("code", value);
            void submit();
          }}
        />
      )}
      <form onSubmit={submit} noValidate aria-label={i18n._("Look up a barcode")} className="flex items-start gap-2">
        <FormField
          id="barcode-code"
          label={i18n._("Barcode")}
          error={shownMessage(form.formState.errors.code?.message)}
          className="min-w-0 flex-1"
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={i18n._("e.g. {code}", { code: "8001505005707" })}
            maxLength={14}
            {...form.register("code", {
              // Digits only, as the label under a barcode prints them: anything else is dropped as typed.
              onChange: (event) => {
                const digits = event.target.value.replace(/\D/g, "");
                if (digits !== event.target.value) form.setValue("code", digits);
              },
            })}
          />
        </FormField>
        <Button type="submit" className="mt-6.5" disabled={lookup.isPending}>
          {lookup.isPending ? <InlineSpinner /> : <ScanBarcode aria-hidden="true" className="size-4" />}
          {i18n._("Look up")}
        </Button>
      </form>
      {failure && (
        <Alert role="alert" tone={unavailable ? "warning" : "danger"}>
          {errorMessage(failure)}
        </Alert>
      )}
    </div>
  );
}
