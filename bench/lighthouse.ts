/**
 * Lighthouse for `npm run bench:web`: mobile, simulated throttling, on pages of the running server,
 * the median of a few runs per page against the bars of issue 16 (performance ≥ 95, accessibility
 * 100, best practices 100, LCP < 2 s, CLS < 0.05), with each failing accessibility audit's elements.
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };

const LIGHTHOUSE_VERSION = lighthousePackage.version;

export interface LighthouseOptions {
  chromium: string;
  /** The page's `prefers-color-scheme`: the colours of both themes must pass. */
  colorScheme: "light" | "dark";
  /** Runs per page, of which the median counts; 0 skips Lighthouse. */
  runs: number;
  /**
   * The simulated CPU slowdown (Lighthouse's default is 4). Simulated throttling slows every
   * machine 4x, so a fast machine scores a page higher than a slow one; to read the figures a
   * slower machine would give, scale it by the benchmark indexes (4 × 3650 / 1000 ≈ 15 stands a
   * machine of index 3650 in for one of 1000), as Lighthouse's throttling guide advises.
   */
  cpuSlowdown?: number;
}

export interface LighthousePage {
  path: string;
  signedIn: boolean;
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** Each failing accessibility audit's elements: what to fix ("color-contrast: <a class=…>: 3.65, #ffffff on #009966"). */
  findings: string[];
  /** Lighthouse's measure of this machine's CPU (its 4x slowdown assumes a fast desktop's). */
  benchmarkIndex: number;
}

/**
 * BENCH_LIGHTHOUSE_REPORTS (a directory): each run's whole report is kept there as JSON, to read
 * what a score is made of (mainthread-work-breakdown, bootup-time: which script blocks).
 */
function keepReport(url: string, report: unknown) {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(report));
}

async function lighthouseRun(
  url: string,
  cookie: string | null,
  options: LighthouseOptions,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromium,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      ...(options.colorScheme === "dark" ? ["--blink-settings=preferredColorScheme=0"] : []),
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
      ...(options.cpuSlowdown
        ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: options.cpuSlowdown } }
        : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    keepReport(url, result.lhr);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories)
      .filter((category) => category.id !== "performance")
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const findings = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => (audits[ref.id]?.score ?? 1) < 1)
      .flatMap((ref) => {
        const items = (audits[ref.id]?.details as { items?: AuditItem[] } | undefined)?.items ?? [];
        return items.map((item) => `${ref.id}: ${item.node?.snippet ?? "?"}: ${firstLine(item.node?.explanation)}`);
      });
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      failing,
      findings,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

interface AuditItem {
  node?: { snippet?: string; explanation?: string };
}

/** An axe explanation's finding, without its "Fix any of the following:" preamble. */
const firstLine = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(":"))
    .join(" ")
    .slice(0, 240);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Runs Lighthouse on each page (signed in with `cookie` where the page needs it), prints the
 * medians as a table, and returns what misses its bar, one line per page and figure.
 */
export async function measureLighthouse(
  base: string,
  pages: LighthousePage[],
  cookie: string,
  options: LighthouseOptions,
): Promise<string[]> {
  const problems: string[] = [];
  const slowdown = options.cpuSlowdown ? `, CPU slowed ${options.cpuSlowdown}x` : "";
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, ${options.colorScheme}${slowdown} (median of ${options.runs})\n`,
  );
  console.log("page       perf  a11y  best-pr.   LCP      TBT     CLS     verdict");
  // With 0 runs (BENCH_LIGHTHOUSE_RUNS=0) the bench measures the bytes and headers only.
  const measured = options.runs > 0 ? pages : [];
  const benchmarkIndexes: number[] = [];
  const findings: string[] = [];
  for (const page of measured) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < options.runs; i++)
      runs.push(await lighthouseRun(base + page.path, page.signedIn ? cookie : null, options));
    benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
    const figures = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    const misses = [
      figures.performance < 95 && `performance ${figures.performance}`,
      figures.accessibility < 100 && `accessibility ${figures.accessibility}`,
      figures.bestPractices < 100 && `best practices ${figures.bestPractices}`,
      figures.lcpMs >= 2000 && `LCP ${Math.round(figures.lcpMs)} ms`,
      figures.cls >= 0.05 && `CLS ${figures.cls.toFixed(3)}`,
    ].filter((miss): miss is string => typeof miss === "string");
    problems.push(...misses.map((miss) => `${page.path}: ${miss}`));
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    findings.push(...new Set(runs.flatMap((r) => r.findings.map((finding) => `${page.path} ${finding}`))));
    console.log(
      `${page.path.padEnd(10)} ${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${String(figures.bestPractices).padStart(6)}   ${`${Math.round(figures.lcpMs)} ms`.padStart(7)}  ${`${Math.round(figures.tbtMs)} ms`.padStart(6)}   ${figures.cls.toFixed(3)}   ${misses.length ? "MISS" : "ok"}${failing.length ? `  (audits short of 1: ${failing.join(", ")})` : ""}`,
    );
  }
  if (findings.length) console.log(`\nAccessibility findings:\n  ${[...new Set(findings)].join("\n  ")}`);
  if (benchmarkIndexes.length) {
    // Simulated throttling slows the CPU 4x whatever the machine, so TBT (and the performance
    // score) moves with the machine; compare runs only at a like index.
    console.log(`\nLighthouse benchmark index of this machine: ${Math.round(median(benchmarkIndexes))}`);
  }
  return problems;
}
