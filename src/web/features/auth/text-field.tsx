import type { ComponentProps } from "react";
import { FieldError } from "../../components/ui/field-error.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";

interface TextFieldProps extends ComponentProps<typeof Input> {
  id: string;
  label: string;
  error: string | undefined;
}

/** A labelled input with its validation message underneath, linked by aria-describedby. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
