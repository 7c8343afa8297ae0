import { i18n, pageLocale } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";

/**
 * The check-in's one sentence of why, in the page's language. The server answers the domain's
 * English sentence (shared/domain/body/check-in.ts `explain`), built from parts and figures; an
 * English page shows it as written. Another language reads it back into its parts and says each
 * as a whole sentence of its own from the catalog (never English fragments glued together). A
 * sentence not of that shape is shown as the server wrote it.
 */
const shape = new RegExp(
  [
    "^(Your measured expenditure|Your expenditure, estimated from your profile until enough days are logged,)",
    " is ([\\d,]+) kcal a day",
    "(?:; (losing|gaining) ([\\d.]+) (kg|lb) a week( \\(capped at 1 % of your weight\\))?",
    " takes about ([\\d,]+) kcal (?:less|more): ([\\d,]+) kcal a day|(; eating that keeps your weight))?",
    "(?:, eased to ([\\d,]+) kcal this week \\(at most (\\d+) kcal from last week's ([\\d,]+) kcal\\)",
    "|, raised to your safe minimum of ([\\d,]+) kcal)?\\.$",
  ].join(""),
);

/** "2,150" (the domain writes en-US) as the page writes it. */
const figure = (text: string) => writeNumber(Number(text.replace(/,/g, "")));

export function checkInWhy(why: string): string {
  if (pageLocale() === "en") return why;
  const match = shape.exec(why);
  if (!match) return why;
  const [, basis, expenditure = "", direction, rate, unit, capped, energy = "", target = "", keeps, eased, step, last] =
    match;
  const floor = match[13];
  const sentences = [
    basis === "Your measured expenditure"
      ? i18n._("Your measured expenditure is {kcal} kcal a day.", { kcal: figure(expenditure) })
      : i18n._("Your expenditure, estimated from your profile until enough days are logged, is {kcal} kcal a day.", {
          kcal: figure(expenditure),
        }),
  ];
  if (direction && rate && unit) {
    const values = { rate: `${figure(rate)} ${unit}`, energy: figure(energy), target: figure(target) };
    sentences.push(
      direction === "losing"
        ? capped
          ? i18n._(
              "Losing {rate} a week (capped at 1 % of your weight) takes about {energy} kcal less: {target} kcal a day.",
              values,
            )
          : i18n._("Losing {rate} a week takes about {energy} kcal less: {target} kcal a day.", values)
        : capped
          ? i18n._(
              "Gaining {rate} a week (capped at 1 % of your weight) takes about {energy} kcal more: {target} kcal a day.",
              values,
            )
          : i18n._("Gaining {rate} a week takes about {energy} kcal more: {target} kcal a day.", values),
    );
  } else if (keeps) {
    sentences.push(i18n._("Eating that keeps your weight."));
  }
  if (eased && step && last) {
    sentences.push(
      i18n._("This week it is eased to {kcal} kcal (at most {step} kcal from last week's {last} kcal).", {
        kcal: figure(eased),
        step,
        last: figure(last),
      }),
    );
  } else if (floor) {
    sentences.push(i18n._("It is raised to your safe minimum of {kcal} kcal.", { kcal: figure(floor) }));
  }
  return sentences.join(" ");
}
