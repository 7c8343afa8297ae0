import { Search } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from "react";
import { type Food, MAX_SEARCH_TEXT, searchTextMaxMessage } from "../../../shared/contracts/foods.js";
import { FOOD_CATEGORIES, type FoodCategory } from "../../../shared/domain/food-categories.js";
import { FieldError } from "../../components/ui/field-error.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { fieldClasses } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { isOffline } from "../../lib/add-meal-error.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";
import { useFoodSearch } from "./api.js";
import { kcalSummary } from "./food-amount.js";
import { FoodBadges } from "./food-badges.js";
import { foodCategoryName, shownMessage } from "./labels.js";

interface FoodSearchProps {
  id: string;
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (food: Food) => void;
  /** Offered when nothing matches: 'No foods found — add your own'. */
  onAddOwn?: (query: string) => void;
  placeholder?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the input, for example a 'Scan barcode' button. */
  trailing?: ReactNode;
  /** Offers a food-group filter beside the label. */
  filterable?: boolean;
  /**
   * The name of the food picked, which the box then shows: it is not searched for (a long
   * barcode product's name could be more than a search takes) until the text is changed.
   */
  pickedName?: string | null;
}

/**
 * An ARIA 1.2 combobox over GET /api/foods: debounced 150 ms, arrows move, Enter picks the highlighted
 * food (the first one by default), Escape closes. The input keeps focus while the list is open.
 */
export function FoodSearch(props: FoodSearchProps) {
  const { id, label, text, onTextChange, onPick, onAddOwn, placeholder, error, inputRef, trailing, filterable } = props;
  const picked = props.pickedName?.trim() ?? null;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [category, setCategory] = useState<FoodCategory | "">("");
  const query = text.trim();
  const debounced = useDebouncedValue(query, 150);
  const tooLong = query.length > MAX_SEARCH_TEXT;
  // Neither the picked name nor its debounced echo is searched for.
  const searchable = !tooLong && query !== picked && debounced !== picked && debounced.length <= MAX_SEARCH_TEXT;
  // Only the text as it now stands is searched for, once it has settled: the debounced echo of a
  // pick that was just dropped (the text changed) would otherwise be searched for first.
  const search = useFoodSearch(debounced, open && debounced.length > 0 && searchable && debounced === query, category);
  const results = query.length > 0 && searchable ? (search.data ?? []) : [];
  const settled = debounced === query && !search.isFetching;
  const expanded = open && query.length > 0 && query !== picked;
  const activeIndex = results.length > 0 ? Math.min(active, results.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (expanded && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const pick = (food: Food) => {
    setOpen(false);
    onPick(food);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === "Enter" && expanded) {
      // Never submits the surrounding form while the list is open.
      event.preventDefault();
      const food = results[activeIndex];
      if (food) pick(food);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if ((event.key === "Home" || event.key === "End") && expanded && results.length > 0) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : results.length - 1);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {filterable && (
          <select
            aria-label={i18n._("Food group")}
            value={category}
            onChange={(event) => setCategory(event.target.value as FoodCategory | "")}
            className={cn(
              "max-w-[55%] min-w-0 rounded-md border border-neutral-300 bg-white px-2 py-1 text-xs dark:border-neutral-700 dark:bg-neutral-900",
              focusRing,
            )}
          >
            <option value="">{i18n._("All food groups")}</option>
            {FOOD_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {foodCategoryName(c)}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          />
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_SEARCH_TEXT}
            placeholder={placeholder ?? i18n._("Search foods, e.g. banana")}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={cn(fieldClasses, focusRing, "pr-9 pl-9")}
          />
          {search.isFetching && query.length > 0 && (
            <InlineSpinner className="absolute top-1/2 right-3 -translate-y-1/2 text-emerald-600" />
          )}
          <div
            className={cn(
              "absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg dark:border-neutral-700 dark:bg-neutral-900",
              !expanded && "hidden",
            )}
          >
            <div
              id={listId}
              role="listbox"
              aria-label={i18n._("{label} results", { label })}
              aria-busy={!settled}
              className="max-h-72 overflow-y-auto py-1"
            >
              {expanded &&
                results.map((food, index) => (
                  // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox are not focused; the combobox input keeps the focus
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox input (arrows, Enter)
                  <div
                    key={food.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    // Keep the focus in the input: the click picks, the blur would close first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && setActive(index)}
                    onClick={() => pick(food)}
                    className={cn(
                      "flex cursor-pointer items-start justify-between gap-3 px-3 py-2 text-sm",
                      index === activeIndex && "bg-emerald-50 dark:bg-emerald-950",
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere text-neutral-900 dark:text-neutral-100">
                        {food.name}
                      </span>
                      <span className="block text-xs text-neutral-500 dark:text-neutral-400">{kcalSummary(food)}</span>
                    </span>
                    <FoodBadges food={food} />
                  </div>
                ))}
            </div>
            {expanded && results.length === 0 && (
              <div role="status" className="px-3 py-3 text-sm text-neutral-600 dark:text-neutral-400">
                {tooLong ? (
                  <span className="text-red-600 dark:text-red-400">{i18n._(searchTextMaxMessage)}</span>
                ) : search.isError ? (
                  <span className="text-red-600 dark:text-red-400">
                    {isOffline(search.error)
                      ? i18n._("Search failed: you are offline")
                      : i18n._("Search failed: {message}", { message: errorMessage(search.error) })}
                  </span>
                ) : search.fetchStatus === "paused" ? (
                  i18n._("You are offline: the search needs a connection.")
                ) : !settled || search.isPending ? (
                  i18n._("Searching…")
                ) : onAddOwn ? (
                  <button
                    type="button"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      setOpen(false);
                      onAddOwn(query);
                    }}
                    className={cn(
                      "cursor-pointer text-left text-emerald-700 hover:underline dark:text-emerald-400",
                      focusRing,
                    )}
                  >
                    {i18n._("No foods found — add your own")}
                  </button>
                ) : (
                  i18n._("No foods found")
                )}
              </div>
            )}
          </div>
        </div>
        {trailing}
      </div>
      <FieldError id={errorId} message={shownMessage(error)} />
    </div>
  );
}

/** For a dialog around a food search: Escape closes the open list, not the dialog. */
export function keepDialogOpenForCombobox(event: globalThis.KeyboardEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target.getAttribute("role") === "combobox") {
    if (target.getAttribute("aria-expanded") === "true") event.preventDefault();
  }
}
