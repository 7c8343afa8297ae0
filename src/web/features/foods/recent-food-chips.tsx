import type { Food } from "../../../shared/contracts/foods.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { useRecentFoods } from "./api.js";

const MAX_CHIPS = 6;

function ChipRow({
  title,
  listLabel,
  foods,
  onPick,
}: {
  title: string;
  listLabel: string;
  foods: Food[];
  onPick: (food: Food) => void;
}) {
  if (foods.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1.5">
      <span className="w-16 shrink-0 text-xs font-medium text-neutral-500 dark:text-neutral-400">{title}</span>
      <ul aria-label={listLabel} className="flex min-w-0 flex-wrap gap-1.5">
        {foods.map((food) => (
          <li key={food.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(food)}
              title={food.name}
              className={cn(
                "block max-w-[16rem] cursor-pointer truncate rounded-full border border-neutral-300 bg-white px-3 py-1 text-xs font-medium text-neutral-700 hover:border-emerald-500 hover:bg-emerald-50 hover:text-emerald-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:border-emerald-500 dark:hover:bg-emerald-950 dark:hover:text-emerald-200",
                focusRing,
              )}
            >
              {food.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One tap picks a food the user logged recently or often (GET /api/foods/recent); nothing for a new user. */
export function RecentFoodChips({ onPick }: { onPick: (food: Food) => void }) {
  const query = useRecentFoods(true);
  if (!query.data) return null;
  const recent = query.data.recent.slice(0, MAX_CHIPS);
  const shown = new Set(recent.map((f) => f.id));
  const frequent = query.data.frequent.filter((f) => !shown.has(f.id)).slice(0, MAX_CHIPS);
  if (recent.length === 0 && frequent.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <ChipRow title={i18n._("Recent")} listLabel={i18n._("Recent foods")} foods={recent} onPick={onPick} />
      <ChipRow title={i18n._("Frequent")} listLabel={i18n._("Frequent foods")} foods={frequent} onPick={onPick} />
    </div>
  );
}
