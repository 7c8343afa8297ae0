/** Spec commercial 2 and 9. The support address itself comes from the server (SUPPORT_EMAIL). */
export const supportHours = [
  { days: "Mon-Fri", hours: "9:00-18:00" },
  { days: "Sat", hours: "10:00-14:00" },
  { days: "Sun", hours: "closed" },
] as const;
