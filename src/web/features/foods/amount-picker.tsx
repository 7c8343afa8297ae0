import type { Ref } from "react";
import type { Food } from "../../../shared/contracts/foods.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { i18n } from "../../lib/i18n.js";
import { type Amount, formatNumber, gramsOf, withUnit } from "./food-amount.js";
import { shownMessage } from "./labels.js";

interface AmountPickerProps {
  idPrefix: string;
  food: Food;
  amount: Amount;
  onChange: (amount: Amount) => void;
  error: string | undefined;
  /** The amount's number input (grams or the quantity, whichever shows), focused when it is refused. */
  inputRef?: Ref<HTMLInputElement>;
}

/** '1 slice (30 g)'; a name that already gives its weight ('1 serving (175 g)') stays as it is. */
function portionOptionLabel(name: string, grams: number, basis: string) {
  return /\(\s*[\d.,]+\s*(g|ml)\s*\)/i.test(name) ? name : `${name} (${formatNumber(grams)} ${basis})`;
}

/** A portion (with a quantity, step 0.5) or grams / ml directly. */
export function AmountPicker({ idPrefix, food, amount, onChange, error, inputRef }: AmountPickerProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const grams = gramsOf(food, amount);
  const unitLabel = food.basis === "ml" ? "ml" : i18n._("grams");
  return (
    <div className="grid grid-cols-[1fr_5rem] gap-3 sm:grid-cols-[1fr_10rem]">
      <FormField id={id("portion")} label={i18n._("Portion")} error={undefined}>
        <Select
          value={String(amount.unit)}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withUnit(food, amount, value === "grams" ? "grams" : Number(value)));
          }}
        >
          {food.portions.map((portion, index) => (
            <option key={portion.id ?? portion.name} value={index}>
              {portionOptionLabel(portion.name, portion.grams, food.basis)}
            </option>
          ))}
          <option value="grams">{unitLabel}</option>
        </Select>
      </FormField>
      {amount.unit === "grams" ? (
        <FormField id={id("grams")} label={i18n._("Amount ({unit})", { unit: food.basis })} error={shownMessage(error)}>
          <Input
            ref={inputRef}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount.grams}
            onChange={(event) => onChange({ ...amount, grams: event.target.value })}
          />
        </FormField>
      ) : (
        <FormField
          id={id("quantity")}
          label={i18n._("Quantity")}
          error={shownMessage(error)}
          hint={Number.isFinite(grams) ? `= ${formatNumber(grams)} ${food.basis}` : undefined}
        >
          <Input
            ref={inputRef}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount.quantity}
            onChange={(event) => onChange({ ...amount, quantity: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}
