import { i18n } from "../lib/i18n.js";
import { plainNumber } from "../lib/number-format.js";

interface Values {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

const chip = "rounded-md bg-neutral-100 px-2 py-1 dark:bg-neutral-800";

/** kcal, protein, carbs, fat (and fibre when known) as small labelled chips. */
export function NutrientLine({ values, fiber }: { values: Values; fiber?: number }) {
  const items: [string, string, string, string][] = [
    ["kcal", "kcal", i18n._("Calories"), `${plainNumber(Math.round(values.calories))} kcal`],
    ["P", i18n._("P"), i18n._("Protein"), `${plainNumber(Math.round(values.proteins))} g`],
    ["C", i18n._("C"), i18n._("Carbs"), `${plainNumber(Math.round(values.carbs))} g`],
    ["F", i18n._("F"), i18n._("Fat"), `${plainNumber(Math.round(values.fats))} g`],
  ];
  if (fiber !== undefined)
    items.push(["Fiber", i18n._("Fiber"), i18n._("Fiber"), `${plainNumber(Math.round(fiber))} g`]);
  return (
    <dl className="flex flex-wrap gap-1.5 text-xs tabular-nums">
      {items.map(([key, short, long, value]) => (
        <div key={key} className={chip}>
          <dt className="sr-only">{long}</dt>
          <dd>
            {key === "kcal" ? (
              <span className="font-semibold text-neutral-900 dark:text-neutral-100">{value}</span>
            ) : (
              <>
                <span aria-hidden="true" className="text-neutral-600 dark:text-neutral-400">
                  {short}{" "}
                </span>
                <span className="font-medium">{value}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
