import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";

interface ToggleGroupProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of pressed/unpressed buttons choosing one value (aria-pressed). */
export function ToggleGroup<T extends string | number>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            "cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-neutral-600 hover:text-neutral-900 aria-pressed:bg-white aria-pressed:text-emerald-700 aria-pressed:shadow-sm dark:text-neutral-300 dark:hover:text-white dark:aria-pressed:bg-neutral-950 dark:aria-pressed:text-emerald-400",
            focusRing,
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
