import type { ReactElement } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
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
import type { ChartTheme, ChartType } from "./chart-theme.js";

/** Loaded on demand (React.lazy): the only place, with weekly-progress-chart, that imports Recharts. */
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
  const series = [
    { key: "calories", name: "Calories (kcal)", color: theme.calories, axis: "kcal" },
    { key: "proteins", name: "Protein (g)", color: theme.proteins, axis: "g" },
    { key: "carbs", name: "Carbs (g)", color: theme.carbs, axis: "g" },
    { key: "fats", name: "Fat (g)", color: theme.fats, axis: "g" },
  ] as const;
  const common = (
    <>
      <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
      <XAxis dataKey="label" stroke={theme.axis} tick={{ fill: theme.axis, fontSize: 12 }} minTickGap={12} />
      <YAxis yAxisId="kcal" stroke={theme.axis} tick={{ fill: theme.axis, fontSize: 12 }} width={48} />
      <YAxis yAxisId="g" orientation="right" stroke={theme.axis} tick={{ fill: theme.axis, fontSize: 12 }} width={40} />
      <Tooltip
        contentStyle={{
          background: theme.tooltipBackground,
          borderColor: theme.tooltipBorder,
          color: theme.tooltipText,
          borderRadius: 8,
        }}
        labelStyle={{ color: theme.tooltipText }}
      />
      <Legend wrapperStyle={{ color: theme.axis, fontSize: 12 }} />
    </>
  );

  let chart: ReactElement;
  if (type === "bar") {
    chart = (
      <BarChart data={data}>
        {common}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} yAxisId={s.axis} fill={s.color} radius={[3, 3, 0, 0]} />
        ))}
      </BarChart>
    );
  } else if (type === "area") {
    chart = (
      <AreaChart data={data}>
        {common}
        {series.map((s) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            yAxisId={s.axis}
            stroke={s.color}
            fill={s.color}
            fillOpacity={0.15}
          />
        ))}
      </AreaChart>
    );
  } else if (type === "composed") {
    chart = (
      <ComposedChart data={data}>
        {common}
        <Bar
          dataKey="calories"
          name="Calories (kcal)"
          yAxisId="kcal"
          fill={theme.calories}
          fillOpacity={0.6}
          radius={[3, 3, 0, 0]}
        />
        {series.slice(1).map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            yAxisId={s.axis}
            stroke={s.color}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </ComposedChart>
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
            yAxisId={s.axis}
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
