import { Plus, ScanBarcode } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type Food, logFoodSchema } from "../../../shared/contracts/foods.js";
import { type MealType, mealTypes } from "../../../shared/contracts/meals.js";
import { nutrientsFor } from "../../../shared/domain/food-math.js";
import { isAllowedMealDate, mealDateMessage } from "../../../shared/domain/meal-dates.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { ApiError } from "../../lib/api.js";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/dates.js";
import { toast } from "../../lib/toast.js";
import { addMealErrorText } from "../meals/add-meal-error.js";
import { defaultMealType, mealTypeLabels, usualTimeOf } from "../meals/meal-types.js";
import { AmountPicker } from "./amount-picker.js";
import { useLogFood } from "./api.js";
import { BarcodeDialog } from "./barcode-dialog.js";
import { type Amount, gramsOf, initialAmount, portionLabelOf } from "./food-amount.js";
import { FoodSearch } from "./food-search.js";
import { NutrientPreview } from "./nutrient-preview.js";
import { RecentFoodChips } from "./recent-food-chips.js";
import { SelectedFood } from "./selected-food.js";

type Errors = Partial<Record<"food" | "grams" | "mealType" | "timestamp", string>>;

interface LogFoodFormProps {
  /** A food picked elsewhere (My foods, a new recipe); `key` changes each time. */
  picked: { food: Food; key: number } | null;
  /** 'No foods found — add your own' opens the new food form with the typed name. */
  onAddOwn: (name: string) => void;
  /**
   * A slot's '+ Add' or 'Add Today's Meal': preset the meal type (and, for another day, the date)
   * and put the focus in the search. `key` changes each time.
   */
  start?: { mealType?: MealType; date?: string; key: number } | null;
}

/** Type, pick, Add: a meal from the food database with live numbers (POST /api/meals/from-food). */
export function LogFoodForm({ picked, onAddOwn, start = null }: LogFoodFormProps) {
  const log = useLogFood();
  const searchRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [food, setFood] = useState<Food | null>(null);
  const [amount, setAmount] = useState<Amount>({ unit: "grams", quantity: "1", grams: "100" });
  const [mealType, setMealType] = useState<MealType>(() => defaultMealType());
  const [when, setWhen] = useState(() => toDateTimeLocal(new Date()));
  // Until the person changes them, the time (and the meal type) follow the clock and "now" is sent.
  const [whenChanged, setWhenChanged] = useState(false);
  const [typeChanged, setTypeChanged] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [scanOpen, setScanOpen] = useState(false);
  // After Add the fieldset is still disabled; the focus goes back to the search once it is enabled.
  const [refocus, setRefocus] = useState(0);

  useEffect(() => {
    if (refocus > 0 && !log.isPending) searchRef.current?.focus();
  }, [refocus, log.isPending]);

  useEffect(() => {
    if (!start) return;
    const now = new Date();
    const type = start.mealType ?? defaultMealType(now);
    setMealType(type);
    setTypeChanged(start.mealType !== undefined);
    setWhen(start.date ? `${start.date}T${usualTimeOf[type]}` : toDateTimeLocal(now));
    setWhenChanged(start.date !== undefined);
    searchRef.current?.focus();
  }, [start]);

  useEffect(() => {
    const timer = setInterval(() => {
      const now = new Date();
      if (!whenChanged) setWhen(toDateTimeLocal(now));
      if (!typeChanged) setMealType(defaultMealType(now));
    }, 30_000);
    return () => clearInterval(timer);
  }, [whenChanged, typeChanged]);

  const select = (next: Food) => {
    setFood(next);
    setText(next.name);
    setAmount(initialAmount(next));
    setErrors({});
  };

  useEffect(() => {
    if (!picked) return;
    setFood(picked.food);
    setText(picked.food.name);
    setAmount(initialAmount(picked.food));
    setErrors({});
  }, [picked]);

  const grams = food ? gramsOf(food, amount) : Number.NaN;
  const gramsValid = Number.isFinite(grams) && grams > 0 && grams <= 5000;
  const numbers = food && gramsValid ? nutrientsFor(food.per100, grams) : null;
  const gramsError =
    errors.grams ?? (food && Number.isFinite(grams) && !gramsValid ? validationOf({ grams }).grams : undefined);

  /** Ready for the next food of the same meal: a type or time the person chose stays. */
  const reset = () => {
    const now = new Date();
    setFood(null);
    setText("");
    if (!whenChanged) setWhen(toDateTimeLocal(now));
    if (!typeChanged) setMealType(defaultMealType(now));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!food) {
      setErrors({ food: "Search for a food and pick it first" });
      searchRef.current?.focus();
      return;
    }
    const chosen = whenChanged ? fromDateTimeLocal(when) : "";
    if (chosen && !isAllowedMealDate(new Date(chosen), new Date())) {
      setErrors({ timestamp: mealDateMessage });
      return;
    }
    const parsed = logFoodSchema.safeParse({
      foodId: food.id,
      grams,
      mealType,
      timestamp: whenChanged ? fromDateTimeLocal(when) || "invalid" : undefined,
      portionLabel: portionLabelOf(food, amount),
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await log.mutateAsync(parsed.data);
      toast.success("Meal added", { description: `${saved.food}: ${saved.calories} kcal` });
      reset();
      setRefocus((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors as Errors);
      toast.error(addMealErrorText(error));
    }
  };

  const id = (name: string) => `log-food-${name}`;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Add food" className="space-y-4">
        <fieldset disabled={log.isPending} className="min-w-0 space-y-4">
          <RecentFoodChips onPick={select} />
          <FoodSearch
            id={id("search")}
            label="Search food"
            text={text}
            onTextChange={(next) => {
              setText(next);
              // The search box says what Add logs: typing something else (or clearing it) drops the pick.
              if (food && next !== food.name) setFood(null);
            }}
            onPick={select}
            onAddOwn={onAddOwn}
            error={errors.food}
            inputRef={searchRef}
            filterable
            trailing={
              <Button variant="outline" className="shrink-0 px-3" onClick={() => setScanOpen(true)}>
                <ScanBarcode aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">Scan barcode</span>
              </Button>
            }
          />
          {food && (
            <div className="space-y-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
              <SelectedFood food={food} />
              <AmountPicker
                idPrefix={id("amount")}
                food={food}
                amount={amount}
                onChange={(next) => {
                  setAmount(next);
                  setErrors(({ grams: _, ...rest }) => rest);
                }}
                error={gramsError}
              />
              <NutrientPreview numbers={numbers} label="This meal" />
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={id("type")} label="Meal type" error={errors.mealType}>
              <Select
                value={mealType}
                onChange={(event) => {
                  setMealType(event.target.value as MealType);
                  setTypeChanged(true);
                }}
              >
                {mealTypes.map((type) => (
                  <option key={type} value={type}>
                    {mealTypeLabels[type]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={id("time")} label="Date and time" error={errors.timestamp}>
              <Input
                type="datetime-local"
                value={when}
                onChange={(event) => {
                  setWhen(event.target.value);
                  setWhenChanged(true);
                  setErrors(({ timestamp: _, ...rest }) => rest);
                }}
              />
            </FormField>
          </div>
        </fieldset>
        <Button type="submit" disabled={log.isPending} className="w-full sm:w-auto sm:min-w-32">
          {log.isPending ? <InlineSpinner /> : <Plus aria-hidden="true" className="size-4" />}
          Add
        </Button>
      </form>
      {/* Outside the form: a portal's submit events would still bubble to it through React. */}
      <BarcodeDialog
        open={scanOpen}
        onOpenChange={setScanOpen}
        onFound={(found) => {
          setScanOpen(false);
          select(found);
          toast.success("Product found", { description: found.name });
        }}
      />
    </>
  );
}

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "food") as keyof Errors;
    const field = key === "grams" || key === "mealType" || key === "timestamp" ? key : "food";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The shared schema's message for an amount, shown as soon as it is out of range. */
function validationOf({ grams }: { grams: number }): Errors {
  const result = logFoodSchema.shape.grams.safeParse(grams);
  return result.success ? {} : { grams: result.error.issues[0]?.message };
}
