import { ArrowDown, ArrowUp, ArrowUpDown, History } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { Goal } from "../../../shared/contracts/goals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { cn } from "../../lib/cn.js";
import { shortDate } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";
import { toast } from "../../lib/toast.js";
import { DeleteGoalDialog } from "./delete-goal-dialog.js";
import { GoalRowActions } from "./goal-row-actions.js";
import { GoalViewDialog } from "./goal-view-dialog.js";
import { defaultGoalSort, type GoalSort, type GoalSortKey, nextSort, sortGoals } from "./sort-goals.js";

/** On a phone only the name, calories and actions fit (360 px); View shows every date. */
const wideOnly = "hidden sm:table-cell";

const columns: [GoalSortKey, string, string?][] = [
  ["name", msg("Name")],
  ["calories", msg("Calories")],
  ["startDate", msg("Start"), wideOnly],
  ["endDate", msg("End"), wideOnly],
  ["createdAt", msg("Created"), wideOnly],
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
  className,
}: {
  label: string;
  column: GoalSortKey;
  sort: GoalSort;
  onSort: (key: GoalSortKey) => void;
  className?: string;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
    >
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
    if (error) toast.error(i18n._("Unable to retrieve nutrition goals"));
  }, [error]);

  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" aria-label={i18n._("Loading goals")} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <ErrorPanel title={i18n._("Unable to retrieve nutrition goals")} onRetry={onRetry}>
        {i18n._("An error occurred while loading goals.")}
      </ErrorPanel>
    );
  } else if (!goals || goals.length === 0) {
    body = <EmptyState icon={<History />}>{i18n._("No goals yet. Your goals will be listed here.")}</EmptyState>;
  } else {
    body = (
      <Table aria-label={i18n._("Goal history")}>
        <thead>
          <tr>
            {columns.map(([key, label, className]) => (
              <SortHeader
                key={key}
                label={i18n._(label)}
                column={key}
                sort={sort}
                onSort={(k) => setSort(nextSort(sort, k))}
                className={className}
              />
            ))}
            <TableHead>
              <span className="sr-only">{i18n._("Actions")}</span>
            </TableHead>
          </tr>
        </thead>
        <tbody>
          {sortGoals(goals, sort).map((goal) => (
            <tr key={goal.id}>
              <TableCell className="font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {goal.name}
                  {goal.isActive && <Badge>{i18n._("Active")}</Badge>}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">{plainNumber(goal.calories)} kcal</TableCell>
              <TableCell className={cn("tabular-nums", wideOnly)}>{shortDate(goal.startDate)}</TableCell>
              <TableCell className={cn("tabular-nums", wideOnly)}>
                {goal.endDate ? shortDate(goal.endDate) : "—"}
              </TableCell>
              <TableCell className={cn("tabular-nums", wideOnly)}>{shortDate(goal.createdAt)}</TableCell>
              <TableCell>
                <GoalRowActions
                  goal={goal}
                  onView={() => setViewing(goal)}
                  onEdit={onEdit && (() => onEdit(goal))}
                  onDelete={() => setDeleting(goal)}
                />
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
          {i18n._("Nutrition Goals History")}
        </CardTitle>
        <CardDescription>{i18n._("Every goal you have set; choose a column to sort.")}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <GoalViewDialog goal={viewing} onClose={() => setViewing(null)} />
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
