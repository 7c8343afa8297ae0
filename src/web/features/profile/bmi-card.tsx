import { Scale } from "lucide-react";
import type { Profile } from "../../../shared/contracts/profile.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { bmiCategoryClasses, bmiCategoryLabels } from "./profile-labels.js";

const SCALE_MIN = 15;
/** The category's word starts the badge ('Normopeso'); the catalogs keep it as said mid-sentence. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const SCALE_MAX = 40;

/** BMI to one decimal and its category (Underweight / Normal / Overweight / Obese), on a coloured scale. */
export function BmiCard({ profile }: { profile: Pick<Profile, "bmi" | "bmiCategory" | "weight" | "height"> }) {
  const position =
    ((Math.min(SCALE_MAX, Math.max(SCALE_MIN, profile.bmi)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Body Mass Index")}
        </CardTitle>
        <CardDescription>{i18n._("Weight (kg) divided by height (m) squared.")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="text-4xl font-bold tabular-nums" data-testid="bmi-value">
            {writeNumber(profile.bmi, 1)}
          </span>
          <span
            className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", bmiCategoryClasses[profile.bmiCategory])}
            data-testid="bmi-category"
          >
            {capitalised(i18n._(bmiCategoryLabels[profile.bmiCategory]))}
          </span>
        </p>
        <div aria-hidden="true" className="relative">
          <div className="flex h-2 overflow-hidden rounded-full">
            <span className="w-[14%] bg-sky-400" />
            <span className="w-[26%] bg-emerald-500" />
            <span className="w-[20%] bg-amber-400" />
            <span className="flex-1 bg-red-500" />
          </div>
          <span
            className="absolute -top-1 size-4 -translate-x-1/2 rounded-full border-2 border-white bg-neutral-900 shadow dark:border-neutral-900 dark:bg-white"
            style={{ left: `${position}%` }}
          />
        </div>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {i18n._("Under {a} underweight · {a}–{b} normal · {c}–{d} overweight · {e} or more obese", {
            a: writeNumber(18.5),
            b: writeNumber(24.9),
            c: writeNumber(25),
            d: writeNumber(29.9),
            e: writeNumber(30),
          })}
        </p>
      </CardContent>
    </Card>
  );
}
