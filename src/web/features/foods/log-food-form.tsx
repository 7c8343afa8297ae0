import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, ScanBarcode } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import type { Food, LogFoodRequest } from "../../../shared/contracts/foods.js";
import { type MealType, mealTypes } from "../../../shared/contracts/meals.js";
import { nutrientsFor } from "../../../shared/domain/food-math.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { Select } from "../../components/ui/select.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { isOffline, offlineSaveText } from "../../lib/add-meal-error.js";
import { ApiError } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { AmountPicker } from "./amount-picker.js";
import { useLogFood } from "./api.js";
import { BarcodeDialog } from "./barcode-dialog.js";
import { FoodSearch } from "./food-search.js";
import { addMealErrorText, mealTypeName, plainFigure, shownMessage } from "./labels.js";
import {
  checkedAmount,
  emptyLogFoodForm,
  followClock,
  formFieldOf,
  type LogFoodFormValues,
  logFoodFormSchema,
  nextFoodValues,
  pickedValues,
  startValues,
} from "./log-food-form-values.js";
import { NutrientPreview } from "./nutrient-preview.js";
import { RecentFoodChips } from "./recent-food-chips.js";
import { SelectedFood } from "./selected-food.js";

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
  const form = useForm<LogFoodFormValues, unknown, LogFoodRequest>({
    resolver: zodResolver(logFoodFormSchema),
    defaultValues: emptyLogFoodForm(),
  });
  const { errors } = form.formState;
  const { field: foodField } = useController({ control: form.control, name: "food" });
  const { field: amountField } = useController({ control: form.control, name: "amount" });
  const search = useWatch({ control: form.control, name: "search" });
  const food = foodField.value;
  const amount = amountField.value;
  const searchRef = useRef<HTMLInputElement>(null);
  // The search box is where "pick a food first" sends the focus.
  const searchInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      searchRef.current = element;
      foodField.ref(element);
    },
    [foodField.ref],
  );
  const [scanOpen, setScanOpen] = useState(false);
  // After Add the fieldset is still disabled; the focus goes back to the search once it is enabled.
  const [refocus, setRefocus] = useState(0);

  useEffect(() => {
    if (refocus > 0 && !log.isPending) searchRef.current?.focus();
  }, [refocus, log.isPending]);

  const setValues = useCallback(
    (values: Partial<LogFoodFormValues>) => {
      for (const [name, value] of Object.entries(values)) form.setValue(name as keyof LogFoodFormValues, value);
    },
    [form],
  );

  useEffect(() => {
    if (!start) return;
    setValues(startValues(start));
    // The search may be far up the page (a slot's '+ Add' is below the form): centred, not just
    // nudged to an edge under the sticky navbar.
    searchRef.current?.focus({ preventScroll: true });
    searchRef.current?.scrollIntoView({ block: "center" });
  }, [start, setValues]);

  useEffect(() => {
    const timer = setInterval(() => setValues(followClock(form.getValues())), 30_000);
    return () => clearInterval(timer);
  }, [form, setValues]);

  const select = useCallback(
    (next: Food) => {
      setValues(pickedValues(next));
      form.clearErrors();
    },
    [form, setValues],
  );

  useEffect(() => {
    if (picked) select(picked.food);
  }, [picked, select]);

  const checked = food ? checkedAmount(food, amount) : null;
  const numbers =
    food && checked && !checked.message && checked.grams > 0 ? nutrientsFor(food.per100, checked.grams) : null;

  const submit = form.handleSubmit(async (request) => {
    try {
      const saved = await log.mutateAsync(request);
      toast.success(i18n._("Meal added"), {
        description: i18n._("{food}: {calories} kcal", { food: saved.food, calories: plainFigure(saved.calories) }),
      });
      form.reset(nextFoodValues(form.getValues()));
      setRefocus((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [key, message] of Object.entries(error.fieldErrors)) form.setError(formFieldOf(key), { message });
      }
      // The pick, amount, type and time stay as they were: Add works again once back online.
      if (isOffline(error)) form.setError("root.offline", { message: i18n._(offlineSaveText) });
      toast.error(addMealErrorText(error));
    }
  });

  const id = (name: string) => `log-food-${name}`;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label={i18n._("Add food")} className="space-y-4">
        <fieldset disabled={log.isPending} className="min-w-0 space-y-4">
          <RecentFoodChips onPick={select} />
          <FoodSearch
            id={id("search")}
            label={i18n._("Search food")}
            text={search}
            onTextChange={(next) => {
              form.setValue("search", next);
              // The search box says what Add logs: typing something else (or clearing it) drops the pick.
              if (food && next !== food.name) form.setValue("food", null);
            }}
            onPick={select}
            onAddOwn={onAddOwn}
            error={errors.food?.message}
            inputRef={searchInputRef}
            pickedName={food?.name}
            filterable
            trailing={
              <Button variant="outline" className="shrink-0 px-3" onClick={() => setScanOpen(true)}>
                <ScanBarcode aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">{i18n._("Scan barcode")}</span>
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
                  form.setValue("amount", next);
                  form.clearErrors("amount");
                }}
                error={errors.amount?.message ?? checked?.message}
                inputRef={amountField.ref}
              />
              <NutrientPreview numbers={numbers} label={i18n._("This meal")} />
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={id("type")} label={i18n._("Meal type")} error={shownMessage(errors.mealType?.message)}>
              <Select {...form.register("mealType", { onChange: () => form.setValue("typeChosen", true) })}>
                {mealTypes.map((type) => (
                  <option key={type} value={type}>
                    {mealTypeName(type)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={id("time")} label={i18n._("Date and time")} error={shownMessage(errors.when?.message)}>
              <Input
                type="datetime-local"
                {...form.register("when", {
                  onChange: () => {
                    form.setValue("whenChosen", true);
                    form.clearErrors("when");
                  },
                })}
              />
            </FormField>
          </div>
        </fieldset>
        {errors.root?.offline?.message && (
          <Alert role="alert" tone="warning">
            {errors.root.offline.message}
          </Alert>
        )}
        <Button type="submit" disabled={log.isPending} className="w-full sm:w-auto sm:min-w-32">
          {log.isPending ? <InlineSpinner /> : <Plus aria-hidden="true" className="size-4" />}
          {i18n._("Add")}
        </Button>
      </form>
      {/* Outside the form: a portal's submit events would still bubble to it through React. */}
      <BarcodeDialog
        open={scanOpen}
        onOpenChange={setScanOpen}
        onFound={(found) => {
          setScanOpen(false);
          select(found);
          toast.success(i18n._("Product found"), { description: found.name });
        }}
      />
    </>
  );
}
