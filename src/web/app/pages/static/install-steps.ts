export const iosSteps = [
  "Open Macrowise in Safari.",
  "Tap the Share button at the bottom of the screen.",
  "Scroll down and tap Add to Home Screen.",
  "Tap Add: Macrowise now opens from your home screen like an app.",
] as const;

export const androidSteps = [
  "Open Macrowise in Chrome.",
  "Tap the menu button (three dots) in the top-right corner.",
  "Tap Install app (or Add to Home screen).",
  "Confirm with Install: Macrowise appears with your other apps.",
] as const;

export const desktopSteps = [
  "Open Macrowise in Chrome or Edge.",
  "Click the install icon at the right end of the address bar.",
  "Click Install: Macrowise opens in its own window and can be pinned to your taskbar or dock.",
] as const;

export const desktopBenefits = [
  "Opens in its own window, without browser tabs and toolbars.",
  "Starts from your desktop, taskbar or dock in one click.",
  "Always up to date: there is nothing to download by hand.",
] as const;
