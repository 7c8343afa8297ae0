import { ArrowDown, ArrowUp, ArrowUpDown, Eye, History, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import type { Goal } from "../../../shared/contracts/goals.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { cn } from "../../lib/cn.js";
import { shortDate } from "../../lib/dates.js";
import { DeleteGoalDialog } from "./delete-goal-dialog.js";
import { GoalViewDialog } from "./goal-view-dialog.js";
import { defaultGoalSort, type GoalSort, type GoalSortKey, nextSort, sortGoals } from "./sort-goals.js";

const columns: [GoalSortKey, string][] = [
  ["name", "Name"],
  ["calories", "Calories"],
  ["startDate", "Start"],
  ["endDate", "End"],
  ["createdAt", "Created"],
];

interface GoalHistoryTableProps {
  goals: Goal[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Null in the read-only demo. */
  onEdit: ((goal: Goal) => void) | null;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: GoalSortKey;
  sort: GoalSort;
  onSort: (key: GoalSortKey) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          "inline-flex cursor-pointer items-center gap-1 rounded hover:text-neutral-900 dark:hover:text-white",
          focusRing,
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-40")} />
      </button>
    </TableHead>
  );
}

/** Nutrition Goals History: sortable (createdAt newest first by default), with view, edit and delete. */
export function GoalHistoryTable({ goals, loading, error, onRetry, onEdit }: GoalHistoryTableProps) {
  const [sort, setSort] = useState(defaultGoalSort);
  const [viewing, setViewing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);

  useEffect(() => {
    if (error) toast.error("Unable to retrieve nutrition goals");
  }, [error]);

  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" aria-label="Loading goals" className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <ErrorPanel title="Unable to retrieve nutrition goals" onRetry={onRetry}>
        An error occurred while loading goals.
      </ErrorPanel>
    );
  } else if (!goals || goals.length === 0) {
    body = <EmptyState icon={<History />}>No goals yet. Your goals will be listed here.</EmptyState>;
  } else {
    body = (
      <Table aria-label="Goal history">
        <thead>
          <tr>
            {columns.map(([key, label]) => (
              <SortHeader key={key} label={label} column={key} sort={sort} onSort={(k) => setSort(nextSort(sort, k))} />
            ))}
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </tr>
        </thead>
        <tbody>
          {sortGoals(goals, sort).map((goal) => (
            <tr key={goal.id}>
              <TableCell className="font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {goal.name}
                  {goal.isActive && <Badge>Active</Badge>}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">{goal.calories} kcal</TableCell>
              <TableCell className="tabular-nums">{shortDate(goal.startDate)}</TableCell>
              <TableCell className="tabular-nums">{goal.endDate ? shortDate(goal.endDate) : "—"}</TableCell>
              <TableCell className="tabular-nums">{shortDate(goal.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`View ${goal.name}`} onClick={() => setViewing(goal)}>
                    <Eye aria-hidden="true" className="size-4" />
                  </Button>
                  {onEdit && (
                    <>
                      <Button variant="ghost" size="icon" aria-label={`Edit ${goal.name}`} onClick={() => onEdit(goal)}>
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${goal.name}`}
                        className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                        onClick={() => setDeleting(goal)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </>
                  )}
                </div>
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-emerald-600" />
          Nutrition Goals History
        </CardTitle>
        <CardDescription>Every goal you have set; choose a column to sort.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <GoalViewDialog goal={viewing} onClose={() => setViewing(null)} />
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
