/** Chat answers about the active goal: is it realistic, what it is, which goal to choose. */
import { bmr, tdee } from "../../../../shared/domain/health.js";
import type { NutritionContext } from "../provider.js";
import { calorieFloor, goalRecommendationsFor } from "./goal-advisor.js";
import { wordsFor } from "./words.js";

export function goalRealistic(context: NutritionContext): string {
  const { i18n, n, n1 } = wordsFor(context);
  const goal = context.activeGoal;
  if (!goal) {
    return i18n._(
      'You have no active goal, so there is nothing to check yet. Ask me "What goal do you recommend?" to get one that fits your profile.',
    );
  }
  const parts: string[] = [];
  const p = context.profile;
  const name = goal.name;
  if (p) {
    const maintenance = Math.round(tdee(p, p.activityLevel));
    const floor = calorieFloor(p.gender, bmr(p));
    const diff = goal.calories - maintenance;
    const perWeek = n1((Math.abs(diff) * 7) / 7700);
    const head = i18n._(
      'Your goal "{name}" is {calories} kcal and your maintenance (TDEE) is about {maintenance} kcal.',
      { name, calories: n(goal.calories), maintenance: n(maintenance) },
    );
    let verdict: string;
    if (goal.calories < floor) {
      verdict = i18n._(
        "That is below the safe minimum for you ({floor} kcal), so it is not realistic to sustain; aim for at least {floor} kcal.",
        { floor: n(floor) },
      );
    } else if (diff < -1000) {
      verdict = i18n._(
        "A deficit of {deficit} kcal a day (about {perWeek} kg a week) is very aggressive; about {easier} kcal is easier to keep up.",
        { deficit: n(-diff), perWeek, easier: n(Math.max(maintenance - 500, floor)) },
      );
    } else if (diff < -150) {
      verdict = i18n._("A deficit of {deficit} kcal a day (about {perWeek} kg a week) is realistic.", {
        deficit: n(-diff),
        perWeek,
      });
    } else if (diff <= 150) {
      verdict = i18n._("It is close to maintenance: realistic for keeping your weight stable.");
    } else if (diff <= 500) {
      verdict = i18n._("A surplus of {surplus} kcal a day is realistic for slow, lean gain.", { surplus: n(diff) });
    } else {
      verdict = i18n._(
        "A surplus of {surplus} kcal a day is more than needed; about {enough} kcal is enough for lean gain.",
        { surplus: n(diff), enough: n(maintenance + 300) },
      );
    }
    parts.push(`${head} ${verdict}`);
    const perKg = goal.proteins / p.weight;
    if (perKg < 0.8)
      parts.push(
        i18n._("Protein is low at {perKg} g per kg of body weight; 1.2 to 2 g per kg is a good range.", {
          perKg: n1(perKg),
        }),
      );
    else if (perKg > 2.2)
      parts.push(
        i18n._("Protein is very high at {perKg} g per kg; more than 2.2 g per kg brings little extra.", {
          perKg: n1(perKg),
        }),
      );
    else parts.push(i18n._("Protein at {perKg} g per kg of body weight is fine.", { perKg: n1(perKg) }));
  } else {
    parts.push(
      i18n._(
        'Your goal "{name}" is {calories} kcal. Without a profile I can\'t estimate what you burn; add it in the Profile tab for a full check.',
        { name, calories: n(goal.calories) },
      ),
    );
  }
  const week = context.weekAverage;
  if (week.daysLogged > 0) {
    const gap = week.calories - goal.calories;
    const days = i18n._("{count, plural, one {# logged day} other {# logged days}}", { count: week.daysLogged });
    let note = i18n._("You are already close to it.");
    if (gap > goal.calories * 0.1) note = i18n._("Closing the gap in steps of about 200 kcal makes it easier.");
    if (gap < -goal.calories * 0.1)
      note = i18n._("You are eating less than the goal; make sure you are logging everything.");
    const values = { average: n(week.calories), days, gap: n(Math.abs(gap)) };
    const sentence =
      gap >= 0
        ? i18n._("In the 7 days before today you averaged {average} kcal ({days}), {gap} kcal above your goal.", values)
        : i18n._(
            "In the 7 days before today you averaged {average} kcal ({days}), {gap} kcal below your goal.",
            values,
          );
    parts.push(`${sentence} ${note}`);
  } else {
    parts.push(
      i18n._("You haven't logged meals in the 7 days before today, so I can't compare it with your habits yet."),
    );
  }
  return parts.join(" ");
}

export function currentGoal(context: NutritionContext): string {
  const { i18n, n } = wordsFor(context);
  const goal = context.activeGoal;
  if (!goal)
    return i18n._('You have no active goal. Create one in the Goals tab, or ask me "What goal do you recommend?".');
  const pct = goal.calories > 0 ? Math.round((context.totalsToday.calories / goal.calories) * 100) : 0;
  return i18n._(
    'Your active goal "{name}" is {calories} kcal, {proteins} g protein, {carbs} g carbs and {fats} g fat a day. Today you are at {pct}% of its calories.',
    {
      name: goal.name,
      calories: n(goal.calories),
      proteins: n(goal.proteins),
      carbs: n(goal.carbs),
      fats: n(goal.fats),
      pct: String(pct),
    },
  );
}

export function recommendGoal(context: NutritionContext): string {
  const { i18n, n } = wordsFor(context);
  const recs = goalRecommendationsFor(context);
  const lines = recs.map(
    (r) =>
      `- ${r.title} ` +
      i18n._("({proteins} g protein, {carbs} g carbs, {fats} g fat)", {
        proteins: n(r.proteins),
        carbs: n(r.carbs),
        fats: n(r.fats),
      }),
  );
  const first = recs[0];
  const head = context.profile
    ? i18n._("Based on your profile, these goals fit you:")
    : i18n._("Here are three starting points:");
  return [head, ...lines, first?.reason ?? ""].filter(Boolean).join("\n");
}
