import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Food } from "../../../shared/contracts/foods.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { Spinner } from "../../components/ui/spinner.js";
import { apiGet, errorMessage } from "../../lib/api.js";

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A quick look-up in the food database: values per 100 g, for a signed-in user. */
export function FoodSearch() {
  const id = useId();
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), 300);
  const search = useQuery({
    queryKey: ["foods", "search", q],
    queryFn: () => apiGet<Food[]>(`/api/foods?${new URLSearchParams({ q, limit: "8" })}`),
    enabled: q.length > 0,
  });

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Search the food database</Label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-neutral-400" />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder="e.g. pasta, apple, chicken breast"
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div aria-live="polite">
        {search.isFetching && <Spinner label="Searching" />}
        {search.isError && <p className="text-sm text-red-600 dark:text-red-400">{errorMessage(search.error)}</p>}
        {search.data && search.data.length === 0 && (
          <p className="text-sm text-neutral-500 dark:text-neutral-400">No foods match “{q}”.</p>
        )}
        {search.data && search.data.length > 0 && (
          <ul aria-label="Foods found" className="divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
            {search.data.map((food) => (
              <li key={food.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="font-medium">{food.name}</span>
                <span className="text-neutral-500 tabular-nums dark:text-neutral-400">
                  {Math.round(food.per100.calories)} kcal · P {food.per100.proteins} · C {food.per100.carbs} · F{" "}
                  {food.per100.fats} per 100 {food.basis}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
