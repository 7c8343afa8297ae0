import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { browserTimeZone } from "../../lib/api.js";
import { todayLocal } from "../../lib/dates.js";
import { buildDemoData, type DemoData } from "./sample-data.js";

/** True on /home?view=demo: sample data, nothing written. */
export function useIsDemo(): boolean {
  const [params] = useSearchParams();
  return params.get("view") === "demo";
}

/** The sample data while in demo view, else null. */
export function useDemoData(): DemoData | null {
  const demo = useIsDemo();
  return useMemo(() => (demo ? buildDemoData(todayLocal(), browserTimeZone()) : null), [demo]);
}
