import { Slot } from "@radix-ui/react-slot";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn.js";
import { focusRing } from "./focus-ring.js";

const variants = {
  // White on emerald-700 (5.4:1); emerald-600 was 3.7:1, under WCAG AA's 4.5:1 for text this size.
  default:
    "bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 dark:bg-emerald-500 dark:text-neutral-950 dark:hover:bg-emerald-400",
  secondary:
    "bg-neutral-100 text-neutral-900 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700",
  outline:
    "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800",
  ghost: "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800",
  destructive: "bg-red-600 text-white hover:bg-red-700",
  /** A quiet delete action in a list row: red, with no fill until hovered. */
  ghostDestructive: "text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950",
  link: "text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400",
} as const;

const sizes = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (for example a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: keyof typeof variants = "default", size: keyof typeof sizes = "default") {
  return cn(
    "inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50",
    focusRing,
    variants[variant],
    sizes[size],
  );
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonClasses(variant, size), className)} {...props} />;
  return <button type={type ?? "button"} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
