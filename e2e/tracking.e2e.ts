import fs from "node:fs/promises";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { goalMessages } from "../src/shared/contracts/goals.js";
import { mealMessages } from "../src/shared/contracts/meals.js";
import { activityMultipliers, bmi, bmiCategory, bmr, tdee } from "../src/shared/domain/health.js";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { progressPercent } from "../src/shared/domain/progress.js";
import { BROWSER_TIME_ZONE, setupBrowser } from "./support/browser.js";
import { HomePage } from "./support/home-page.js";
import { registerNewUser } from "./support/register.js";

const b = setupBrowser();
const ZONE = BROWSER_TIME_ZONE;

async function download(page: Page, button: string): Promise<{ name: string; text: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  const bytes = await fs.readFile(await file.path());
  return { name: file.suggestedFilename(), text: bytes.toString("utf8"), bytes };
}

describe("tracking meals, goals and the profile", () => {
  it("logs meals, sets and edits goals, fills the profile, reads trends, exports and deletes", async () => {
    const { page } = b;
    const home = new HomePage(page);
    const username = await registerNewUser(page);
    const today = localDayOf(new Date(), ZONE);
    const yesterday = addDays(today, -1);

    // Meals: the shared schema's messages, then three meals (one from a quick pick, one yesterday).
    await home.tab("Meals");
    await home.mealDay("Today").getByText("No meals recorded today").waitFor();
    await home.manualEntry();
    await home.addMealForm.getByLabel("Meal type").selectOption("");
    await home.addMealForm.getByRole("button", { name: "Add Meal" }).click();
    await home.addMealForm.getByText(mealMessages.mealType, { exact: true }).waitFor();
    await home.addMealForm.getByText(mealMessages.food, { exact: true }).waitFor();

    await home.addMeal({ mealType: "breakfast", preset: "Greek yogurt" });
    vexpect(await home.addMealForm.getByLabel("Food name").inputValue()).toBe(""); // the form resets
    await home.addMeal({
      mealType: "lunch",
      food: "Chicken salad",
      calories: "420.4",
      proteins: "35.6",
      carbs: "12",
      fats: "24.4",
    });
    await home.addMeal({
      mealType: "dinner",
      food: "Pasta al pomodoro",
      calories: "600",
      proteins: "20",
      carbs: "90",
      fats: "15",
      when: `${yesterday}T20:00`,
    });
    const todayGroup = home.mealDay("Today");
    await todayGroup.getByText("Greek yogurt (150 g)", { exact: true }).waitFor();
    await todayGroup.getByText("Chicken salad", { exact: true }).waitFor();
    // Rounded on submit: 420.4 -> 420, 35.6 -> 36, 24.4 -> 24; the day total adds the yogurt.
    await todayGroup.getByText("565 kcal").first().waitFor();
    await home.previousDay();
    await home.mealDay("Yesterday").getByText("Pasta al pomodoro", { exact: true }).waitFor();
    await home.backToToday();

    // Goals: a preset fills the form; the history and the active goal card follow.
    await home.tab("Goals");
    await page.getByText("Not Set", { exact: true }).waitFor();
    await home.goalForm.getByLabel("Name").fill("");
    await home.goalForm.getByLabel("Calories (kcal)").fill("0");
    await home.goalForm.getByRole("button", { name: "Create Goal" }).click();
    await home.goalForm.getByText(goalMessages.name, { exact: true }).waitFor();
    await home.goalForm.getByText(goalMessages.calories, { exact: true }).waitFor();
    await home.goalForm.getByLabel("Preset").selectOption("maintenance");
    vexpect(await home.goalForm.getByLabel("Calories (kcal)").inputValue()).toBe("2000");
    vexpect(await home.goalForm.getByLabel("Carbs (g)").inputValue()).toBe("250");
    vexpect(await home.goalForm.getByLabel("End date").getAttribute("min")).toBe(today);
    await home.goalForm.getByRole("button", { name: "Create Goal" }).click();
    await home.toast("Goal created").waitFor();
    await page.getByText("Active", { exact: true }).first().waitFor();
    const startedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await page.getByText(`Started on ${startedOn}`).waitFor();

    // Dashboard: today's totals against the goal, rounded percentages.
    const totals = { calories: 145 + 420, proteins: 15 + 36, carbs: 6 + 12, fats: 5 + 24 };
    const checkDashboard = async (goal: typeof totals) => {
      for (const key of ["calories", "proteins", "carbs", "fats"] as const) {
        const card = home.totalCard(key);
        await card.getByText(String(totals[key]), { exact: true }).waitFor();
        await card.getByText(`${progressPercent(totals[key], goal[key])}%`, { exact: true }).waitFor();
      }
    };
    await home.tab("Dashboard");
    await checkDashboard({ calories: 2000, proteins: 150, carbs: 250, fats: 65 });
    await page.getByRole("button", { name: "Manage Goals" }).waitFor();
    const recent = page.getByRole("heading", { name: "Recent Meals" }).locator("xpath=../..");
    await recent.getByText("Chicken salad", { exact: true }).waitFor();
    vexpect(await recent.getByText("Pasta al pomodoro", { exact: true }).count()).toBe(0); // yesterday's

    // Edit the goal from the history, then add a second (inactive) goal and sort the history.
    await page.getByRole("button", { name: "Manage Goals" }).click();
    await page.getByRole("button", { name: "Edit Maintenance" }).click();
    await page.getByRole("heading", { name: "Edit Goal" }).waitFor();
    await home.goalForm.getByLabel("Name").fill("Maintenance plus");
    await home.goalForm.getByLabel("Calories (kcal)").fill("2200");
    await home.goalForm.getByRole("button", { name: "Update Goal" }).click();
    await home.toast("Goal updated").waitFor();
    await page.getByRole("heading", { name: "Create Goal" }).waitFor();
    await home.goalForm.getByLabel("Preset").selectOption("keto");
    await home.goalForm.getByRole("switch", { name: "Active goal" }).click();
    await home.goalForm.getByRole("button", { name: "Create Goal" }).click();
    await home.toast("Goal created").waitFor();
    await page.getByRole("button", { name: "Edit Keto" }).waitFor();
    vexpect(await home.goalHistoryNames()).toEqual(["Keto", "Maintenance plus"]); // createdAt, newest first
    await page.getByRole("button", { name: "Name", exact: true }).click();
    vexpect(await home.goalHistoryNames()).toEqual(["Keto", "Maintenance plus"]);
    await page.getByRole("button", { name: "Calories", exact: true }).click();
    vexpect(await home.goalHistoryNames()).toEqual(["Keto", "Maintenance plus"]); // 1900 < 2200
    await page.getByRole("button", { name: "Calories", exact: true }).click();
    vexpect(await home.goalHistoryNames()).toEqual(["Maintenance plus", "Keto"]);
    const dd = today.split("-").reverse().join("/");
    await page.getByRole("table", { name: "Goal history" }).getByText(dd).first().waitFor();
    await page.getByRole("button", { name: "View Keto" }).click();
    await page.getByRole("dialog", { name: /Keto/ }).getByText("1900 kcal").waitFor();
    await page.keyboard.press("Escape");

    await home.tab("Dashboard");
    await checkDashboard({ calories: 2200, proteins: 150, carbs: 250, fats: 65 });

    // Profile: create it in the drawer, then check BMI and BMR against the formulas.
    await home.tab("Profile");
    await page.getByRole("button", { name: "Create Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Create Profile" });
    vexpect(await drawer.getByLabel("Age").inputValue()).toBe("30");
    vexpect(await drawer.getByLabel("Activity level").inputValue()).toBe("moderate");
    await drawer.getByLabel("Name").fill("A");
    await drawer.getByRole("button", { name: "Save Profile" }).click();
    await drawer.getByText("Name must contain at least 2 characters").waitFor();
    await drawer.getByLabel("Name").fill("Ada Lovelace");
    await drawer.getByLabel("Age").fill("41");
    await drawer.getByLabel("Gender").selectOption("female");
    await drawer.getByLabel("Weight (kg)").fill("72.5");
    await drawer.getByLabel("Height (cm)").fill("165");
    await drawer.getByLabel("Activity level").selectOption("active");
    await drawer.getByRole("button", { name: "Save Profile" }).click();
    await home.toast("Profile created").waitFor();
    const body = { gender: "female", weight: 72.5, height: 165, age: 41 } as const;
    const expectedBmi = bmi(body.weight, body.height);
    vexpect(await page.getByTestId("bmi-value").innerText()).toBe(expectedBmi.toFixed(1));
    vexpect(await page.getByTestId("bmi-category").innerText()).toBe(bmiCategory(expectedBmi));
    vexpect(await page.getByTestId("bmr-value").innerText()).toContain(String(Math.round(bmr(body))));
    vexpect(await page.getByTestId("daily-energy-value").innerText()).toContain(
      String(Math.round(tdee(body, "active"))),
    );
    vexpect(await page.getByTestId("activity-multiplier").innerText()).toContain(`× ${activityMultipliers.active}`);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const editDrawer = page.getByRole("dialog", { name: "Edit Profile" });
    await editDrawer.getByLabel("Gender").selectOption("male");
    await editDrawer.getByRole("button", { name: "Save Profile" }).click();
    await home.toast("Profile updated").waitFor();
    const male = { ...body, gender: "male" } as const;
    await page
      .getByTestId("bmr-value")
      .getByText(String(Math.round(bmr(male))))
      .waitFor();

    // Export: JSON with everything, and a ZIP of CSV files (the meals among them).
    const json = await download(page, "Export data (JSON)");
    vexpect(json.name).toMatch(/\.json$/);
    const data = JSON.parse(json.text) as {
      user: { username: string };
      meals: { food: string }[];
      goals: { name: string }[];
      profile: { name: string } | null;
    };
    vexpect(data.user.username).toBe(username);
    vexpect(data.meals.map((m) => m.food).sort()).toEqual([
      "Chicken salad",
      "Greek yogurt (150 g)",
      "Pasta al pomodoro",
    ]);
    vexpect(data.goals.map((g) => g.name).sort()).toEqual(["Keto", "Maintenance plus"]);
    vexpect(data.profile?.name).toBe("Ada Lovelace");
    const zip = await download(page, "Export data (CSV, ZIP)");
    vexpect(zip.name).toMatch(/\.zip$/);
    const mealsCsv = new TextDecoder().decode(unzipSync(new Uint8Array(zip.bytes))["meals.csv"]);
    const lines = mealsCsv.trim().split(/\r?\n/);
    vexpect(lines).toHaveLength(4);
    vexpect(lines[0]).toContain("food");
    vexpect(mealsCsv).toContain("Chicken salad");

    // Trends: N + 1 points per period, every chart type.
    await home.tab("Dashboard");
    // The chart loads as it comes into view.
    await page.getByTestId("weekly-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("weekly-chart").locator("svg.recharts-surface").first().waitFor();
    const chart = home.trendsChart;
    vexpect(await chart.getAttribute("data-points")).toBe("8");
    for (const [days, points] of [
      [14, "15"],
      [30, "31"],
      [7, "8"],
    ] as const) {
      await page
        .getByRole("group", { name: "Period" })
        .getByRole("button", { name: `${days} days` })
        .click();
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="trends-chart"]')?.getAttribute("data-points") === n,
        points,
      );
    }
    for (const type of ["Bar", "Area", "Composed", "Line"]) {
      await page.getByRole("group", { name: "Chart type" }).getByRole("button", { name: type }).click();
      vexpect(await chart.getAttribute("data-chart-type")).toBe(type.toLowerCase());
      await chart.locator("svg.recharts-surface").first().waitFor();
    }

    // Edit a meal in its dialog.
    await home.tab("Meals");
    await page.getByRole("button", { name: "Edit Greek yogurt (150 g)" }).click();
    const editMeal = page.getByRole("dialog", { name: "Edit meal" });
    vexpect(await editMeal.getByLabel("Meal type").inputValue()).toBe("breakfast");
    await editMeal.getByLabel("Calories").fill("150");
    await editMeal.getByLabel("Notes").fill("With honey");
    await editMeal.getByRole("button", { name: "Save Changes" }).click();
    await home.toast("Meal updated").waitFor();
    await home.mealDay("Today").getByText("With honey", { exact: true }).waitFor();
    await home.mealDay("Today").getByText("570 kcal").first().waitFor();

    // Delete a meal, with confirmation; the dashboard follows.
    await page.getByRole("button", { name: "Delete Chicken salad" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this meal?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await home.mealDay("Today").getByText("Chicken salad", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Delete Chicken salad" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await home.toast("Meal deleted").waitFor();
    await home.mealDay("Today").getByText("Chicken salad", { exact: true }).waitFor({ state: "detached" });

    // Copy yesterday to today.
    await home.previousDay();
    await home.mealDay("Yesterday").getByRole("button", { name: "Copy day to today" }).click();
    await home.toast("Day copied to today").waitFor();
    await home.backToToday();
    await home.mealDay("Today").getByText("Pasta al pomodoro", { exact: true }).waitFor();
    await home.mealDay("Today").getByText("750 kcal").first().waitFor();

    await home.tab("Dashboard");
    await home.totalCard("calories").getByText("750", { exact: true }).waitFor();
  });
});
