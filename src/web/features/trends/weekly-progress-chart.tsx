import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TrendPoint } from "../../../shared/contracts/trends.js";
import { chartDayLabel } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";
import type { ChartTheme } from "./chart-theme.js";

/** Loaded on demand (React.lazy): the last 7 days' calories against the goal line. */
export default function WeeklyProgressChart({
  points,
  goalCalories,
  theme,
}: {
  points: TrendPoint[];
  goalCalories: number | null;
  theme: ChartTheme;
}) {
  const data = points.map((point) => ({ label: chartDayLabel(point.date), calories: point.calories }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" stroke={theme.axis} tick={{ fill: theme.axis, fontSize: 12 }} />
        <YAxis
          stroke={theme.axis}
          tick={{ fill: theme.axis, fontSize: 12 }}
          width={48}
          tickFormatter={(value: number) => plainNumber(value)}
        />
        <Tooltip
          cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
          contentStyle={{
            background: theme.tooltipBackground,
            borderColor: theme.tooltipBorder,
            color: theme.tooltipText,
            borderRadius: 8,
          }}
          labelStyle={{ color: theme.tooltipText }}
          formatter={(value) => (typeof value === "number" ? plainNumber(value) : value)}
        />
        <Bar dataKey="calories" name={i18n._("Calories (kcal)")} fill={theme.calories} radius={[4, 4, 0, 0]} />
        {goalCalories ? (
          <ReferenceLine
            y={goalCalories}
            stroke={theme.goal}
            strokeDasharray="6 4"
            ifOverflow="extendDomain"
            label={{
              value: i18n._("Goal {calories}", { calories: plainNumber(goalCalories) }),
              fill: theme.goal,
              fontSize: 12,
              position: "insideTopRight",
            }}
          />
        ) : null}
      </BarChart>
    </ResponsiveContainer>
  );
}
