import type { ReactElement } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TrendPoint } from "../../../shared/contracts/trends.js";
import { chartDayLabel } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";
import type { ChartTheme, ChartType } from "./chart-theme.js";

interface Series {
  key: "calories" | "proteins" | "carbs" | "fats";
  name: string;
  color: string;
}

type Row = TrendPoint & { label: string };

/** Bars, lines or areas of some series on one axis with one unit. */
function SeriesChart({
  data,
  series,
  unit,
  shape,
  theme,
}: {
  data: Row[];
  series: Series[];
  unit: string;
  shape: "line" | "bar" | "area";
  theme: ChartTheme;
}) {
  const common = (
    <>
      <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" stroke={theme.axis} tick={{ fill: theme.axis, fontSize: 12 }} minTickGap={12} />
      <YAxis
        stroke={theme.axis}
        tick={{ fill: theme.axis, fontSize: 12 }}
        width={48}
        allowDecimals={false}
        tickFormatter={(value: number) => plainNumber(value)}
        label={{ value: unit, angle: -90, position: "insideLeft", fill: theme.axis, fontSize: 12 }}
      />
      <Tooltip
        contentStyle={{
          background: theme.tooltipBackground,
          borderColor: theme.tooltipBorder,
          color: theme.tooltipText,
          borderRadius: 8,
        }}
        labelStyle={{ color: theme.tooltipText }}
        formatter={(value) => (typeof value === "number" ? plainNumber(value) : value)}
      />
      <Legend wrapperStyle={{ color: theme.axis, fontSize: 12 }} />
    </>
  );
  let chart: ReactElement;
  if (shape === "bar") {
    chart = (
      <BarChart data={data}>
        {common}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} />
        ))}
      </BarChart>
    );
  } else if (shape === "area") {
    chart = (
      <AreaChart data={data}>
        {common}
        {series.map((s) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            fill={s.color}
            fillOpacity={0.15}
          />
        ))}
      </AreaChart>
    );
  } else {
    chart = (
      <LineChart data={data}>
        {common}
        {series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 2 }}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      {chart}
    </ResponsiveContainer>
  );
}

/**
 * Loaded on demand (React.lazy): the only place, with weekly-progress-chart, that imports Recharts.
 * Calories and grams are different units, so they get two charts, each with its own honest axis:
 * one axis scaled to both would draw 98 g as tall as 1,080 kcal. 'Composed' shows calories as
 * bars and the macros as lines.
 */
export default function TrendsChart({
  points,
  type,
  theme,
}: {
  points: TrendPoint[];
  type: ChartType;
  theme: ChartTheme;
}) {
  const data = points.map((point) => ({ ...point, label: chartDayLabel(point.date) }));
  const calories: Series[] = [{ key: "calories", name: i18n._("Calories (kcal)"), color: theme.calories }];
  const macros: Series[] = [
    { key: "proteins", name: i18n._("Protein (g)"), color: theme.proteins },
    { key: "carbs", name: i18n._("Carbs (g)"), color: theme.carbs },
    { key: "fats", name: i18n._("Fat (g)"), color: theme.fats },
  ];
  const kcalShape = type === "composed" ? "bar" : type;
  const gramShape = type === "composed" ? "line" : type;
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="h-[42%] min-h-0" data-testid="trends-chart-kcal">
        <SeriesChart data={data} series={calories} unit="kcal" shape={kcalShape} theme={theme} />
      </div>
      <div className="min-h-0 flex-1" data-testid="trends-chart-grams">
        <SeriesChart data={data} series={macros} unit="g" shape={gramShape} theme={theme} />
      </div>
    </div>
  );
}
