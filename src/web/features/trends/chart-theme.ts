import { msg } from "../../../shared/i18n/msg.js";

/** Series and axis colours that stay readable on white and on the dark neutral cards. */
export interface ChartTheme {
  calories: string;
  proteins: string;
  carbs: string;
  fats: string;
  goal: string;
  grid: string;
  axis: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

export function chartTheme(dark: boolean): ChartTheme {
  return dark
    ? {
        calories: "#34d399",
        proteins: "#60a5fa",
        carbs: "#fbbf24",
        fats: "#f472b6",
        goal: "#f87171",
        grid: "#404040",
        axis: "#a3a3a3",
        tooltipBackground: "#171717",
        tooltipBorder: "#404040",
        tooltipText: "#f5f5f5",
      }
    : {
        calories: "#059669",
        proteins: "#2563eb",
        carbs: "#d97706",
        fats: "#db2777",
        goal: "#dc2626",
        grid: "#e5e5e5",
        axis: "#525252",
        tooltipBackground: "#ffffff",
        tooltipBorder: "#d4d4d4",
        tooltipText: "#171717",
      };
}

export const chartTypes = ["line", "bar", "area", "composed"] as const;
export type ChartType = (typeof chartTypes)[number];
/** Catalog messages: `i18n._(chartTypeLabels[type])` where shown. */
export const chartTypeLabels: Record<ChartType, string> = {
  line: msg("Line"),
  bar: msg("Bar"),
  area: msg("Area"),
  composed: msg("Composed"),
};
