import { msg } from "../../../../shared/i18n/msg.js";

export const iosSteps = [
  msg("Open Macrowise in Safari."),
  msg("Tap the Share button at the bottom of the screen."),
  msg("Scroll down and tap Add to Home Screen."),
  msg("Tap Add: Macrowise now opens from your home screen like an app."),
] as const;

export const androidSteps = [
  msg("Open Macrowise in Chrome."),
  msg("Tap the menu button (three dots) in the top-right corner."),
  msg("Tap Install app (or Add to Home screen)."),
  msg("Confirm with Install: Macrowise appears with your other apps."),
] as const;

export const desktopSteps = [
  msg("Open Macrowise in Chrome or Edge."),
  msg("Click the install icon at the right end of the address bar."),
  msg("Click Install: Macrowise opens in its own window and can be pinned to your taskbar or dock."),
] as const;

export const desktopBenefits = [
  msg("Opens in its own window, without browser tabs and toolbars."),
  msg("Starts from your desktop, taskbar or dock in one click."),
  msg("Always up to date: there is nothing to download by hand."),
] as const;
