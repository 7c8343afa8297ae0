import { msg } from "../../../../shared/i18n/msg.js";

/** Spec commercial 2 and 9. The support address itself comes from the server (SUPPORT_EMAIL). */
export const supportHours = [
  { days: msg("Mon-Fri"), hours: "9:00-18:00" },
  { days: msg("Sat"), hours: "10:00-14:00" },
  { days: msg("Sun"), hours: msg("closed") },
] as const;
