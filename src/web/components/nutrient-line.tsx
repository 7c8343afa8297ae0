interface Values {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

const chip = "rounded-md bg-neutral-100 px-2 py-1 dark:bg-neutral-800";

/** kcal, protein, carbs, fat (and fibre when known) as small labelled chips. */
export function NutrientLine({ values, fiber }: { values: Values; fiber?: number }) {
  const items: [string, string, string][] = [
    ["kcal", "Calories", `${Math.round(values.calories)} kcal`],
    ["P", "Protein", `${Math.round(values.proteins)} g`],
    ["C", "Carbs", `${Math.round(values.carbs)} g`],
    ["F", "Fat", `${Math.round(values.fats)} g`],
  ];
  if (fiber !== undefined) items.push(["Fiber", "Fiber", `${Math.round(fiber)} g`]);
  return (
    <dl className="flex flex-wrap gap-1.5 text-xs tabular-nums">
      {items.map(([short, long, value]) => (
        <div key={short} className={chip}>
          <dt className="sr-only">{long}</dt>
          <dd>
            {short === "kcal" ? (
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
