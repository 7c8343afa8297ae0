import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "./button.js";

interface IconButtonProps extends Omit<ButtonProps, "size" | "children" | "aria-label" | "asChild"> {
  icon: LucideIcon;
  /** The button's accessible name: it shows only an icon, so this is all a screen reader says of it. */
  label: string;
  /** Quiet by default; `ghostDestructive` (red) for a delete. */
  variant?: "ghost" | "ghostDestructive";
}

/**
 * A square button that shows only an icon, as a list row's edit, revoke and delete actions are:
 * one place for their size, their icon's size and their required name.
 */
export function IconButton({ icon: Icon, label, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
