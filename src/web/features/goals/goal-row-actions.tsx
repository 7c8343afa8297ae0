import { Eye, MoreVertical, Pencil, Trash2 } from "lucide-react";
import type { Goal } from "../../../shared/contracts/goals.js";
import { Button } from "../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.js";
import { i18n } from "../../lib/i18n.js";

interface GoalRowActionsProps {
  goal: Goal;
  onView: () => void;
  /** Null in the read-only demo: only View is offered. */
  onEdit: (() => void) | null;
  onDelete: () => void;
}

/**
 * View, edit and delete for one history row: three buttons where there is room, one menu on a
 * phone (three buttons pushed the row past a 360 px screen). Only one of the two is displayed,
 * so each action has one accessible name at a time.
 */
export function GoalRowActions({ goal, onView, onEdit, onDelete }: GoalRowActionsProps) {
  return (
    <>
      <div className="hidden justify-end gap-1 sm:flex">
        <Button variant="ghost" size="icon" aria-label={i18n._("View {name}", { name: goal.name })} onClick={onView}>
          <Eye aria-hidden="true" className="size-4" />
        </Button>
        {onEdit && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={i18n._("Edit {name}", { name: goal.name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghostDestructive"
              size="icon"
              aria-label={i18n._("Delete {name}", { name: goal.name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
      </div>
      <div className="flex justify-end sm:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={i18n._("Actions for {name}", { name: goal.name })}>
              <MoreVertical aria-hidden="true" className="size-4" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-40">
            <DropdownMenuItem onSelect={onView}>
              <Eye aria-hidden="true" className="size-4" /> {i18n._("View")}
            </DropdownMenuItem>
            {onEdit && (
              <>
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden="true" className="size-4" /> {i18n._("Edit")}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={onDelete} className="text-red-600 dark:text-red-400">
                  <Trash2 aria-hidden="true" className="size-4" /> {i18n._("Delete")}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </>
  );
}
