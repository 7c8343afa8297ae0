import { addDays } from "../../../shared/domain/local-day.js";
import type { SignedInClient } from "../../test/users.js";

/**
 * The check-in tests' log: the `days` days before `today` at 2,500 kcal (two meals of 1,250) with
 * a flat 70 kg, so the measured expenditure is 2,500 kcal a day.
 */
export async function logFlatDays(who: SignedInClient, today: string, days: number): Promise<void> {
  for (let day = days; day >= 1; day--) {
    const date = addDays(today, -day);
    for (const hour of ["08", "19"]) {
      await who.client.post("/api/meals", {
        mealType: "lunch",
        food: "Food",
        calories: 1250,
        timestamp: `${date}T${hour}:00:00Z`,
      });
    }
    await who.client.post("/api/weights", { date, weightKg: 70 });
  }
}
