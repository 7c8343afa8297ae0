import { i18n } from "../../lib/i18n.js";

/**
 * Why the expenditure is collecting or holding, in the page's language. The server answers the
 * domain's English sentence (shared/domain/body/expenditure-window.ts), figures inside; each
 * known sentence is read back into its figures and said again through the catalog, whose English
 * is the same sentence. One not known here is shown as the server wrote it.
 */
const known: ReadonlyArray<[RegExp, (values: number[]) => string]> = [
  [
    /^Collecting data: (\d+) of (\d+) days\.$/,
    ([days, needed]) => i18n._("Collecting data: {days} of {needed} days.", { days, needed }),
  ],
  [
    /^(\d+) weigh-ins? in the last (\d+) days; at least (\d+) are needed\.$/,
    ([count, days, needed]) =>
      i18n._(
        "{count, plural, one {# weigh-in} other {# weigh-ins}} in the last {days} days; at least {needed} are needed.",
        { count, days, needed },
      ),
  ],
  [
    /^The weigh-ins span (\d+) days?; they need to span at least (\d+)\.$/,
    ([count, needed]) =>
      i18n._("The weigh-ins span {count, plural, one {# day} other {# days}}; they need to span at least {needed}.", {
        count,
        needed,
      }),
  ],
  [/^No weigh-in in the last 7 days\.$/, () => i18n._("No weigh-in in the last 7 days.")],
  [
    /^(\d+) complete days? in the last 7; at least (\d+) are needed\.$/,
    ([count, needed]) =>
      i18n._(
        "{count, plural, one {# complete day} other {# complete days}} in the last 7; at least {needed} are needed.",
        {
          count,
          needed,
        },
      ),
  ],
  [
    /^(\d+) complete days in the week before; at least (\d+) are needed\.$/,
    ([count, needed]) =>
      i18n._("{count} complete days in the week before; at least {needed} are needed.", { count, needed }),
  ],
  [/^The weigh-ins do not give a line\.$/, () => i18n._("The weigh-ins do not give a line.")],
];

export function expenditureReason(reason: string): string {
  for (const [pattern, say] of known) {
    const match = pattern.exec(reason);
    if (match) return say(match.slice(1).map(Number));
  }
  return reason;
}
