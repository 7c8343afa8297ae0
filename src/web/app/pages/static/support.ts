import { msg } from "../../../../shared/i18n/msg.js";

/**
 * Spec commercial 2 and 9. The support address itself comes from the server (SUPPORT_EMAIL). Hours
 * read the same in both languages; `null` is a closed day (shown as "closed").
 */
export const supportHours = [
  { days: msg("Mon-Fri"), hours: "9:00-18:00" },
  { days: msg("Sat"), hours: "10:00-14:00" },
  { days: msg("Sun"), hours: null },
] as const;
