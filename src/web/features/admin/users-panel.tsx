import { ChevronLeft, ChevronRight, Search, ShieldCheck, ShieldOff, Users } from "lucide-react";
import { useState } from "react";
import type { AdminUser } from "../../../shared/contracts/admin.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Table, TableCell, TableHead } from "../../components/ui/table.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";
import { useAdminUsers, useSetAdmin } from "./api.js";
import { formatDay } from "./format.js";

const planLabels = {
  trial: msg("Trial"),
  "premium-monthly": msg("Premium Monthly"),
  "premium-yearly": msg("Premium Annual"),
  unlimited: msg("Unlimited"),
} as const;

function PlanBadge({ user }: { user: AdminUser }) {
  if (user.plan === "trial") {
    return (
      <Badge tone={user.trialActive ? "neutral" : "warning"}>
        {user.trialActive ? i18n._("Trial") : i18n._("Trial ended")}
      </Badge>
    );
  }
  return <Badge>{i18n._(planLabels[user.plan])}</Badge>;
}

function UserRow({ user, onToggle }: { user: AdminUser; onToggle: (user: AdminUser) => void }) {
  return (
    <tr>
      <TableCell className="max-w-56">
        <span className="block truncate font-medium" title={user.username}>
          {user.username}
        </span>
        <span className="block truncate text-xs text-neutral-500" title={user.email ?? undefined}>
          {user.email ?? i18n._("no email")}
        </span>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          <PlanBadge user={user} />
          {user.isAdmin && <Badge tone="warning">{i18n._("Admin")}</Badge>}
        </div>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDay(user.trialEndDate)}</TableCell>
      <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDay(user.createdAt)}</TableCell>
      <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatDay(user.lastSeenAt)}</TableCell>
      <TableCell className="text-right">
        <Button
          variant={user.isAdmin ? "ghostDestructive" : "outline"}
          size="sm"
          onClick={() => onToggle(user)}
          aria-label={
            user.isAdmin
              ? i18n._("Remove admin from {username}", { username: user.username })
              : i18n._("Make {username} an admin", { username: user.username })
          }
        >
          {user.isAdmin ? (
            <ShieldOff aria-hidden="true" className="size-4" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-4" />
          )}
          <span className="hidden lg:inline">{user.isAdmin ? i18n._("Remove admin") : i18n._("Make admin")}</span>
        </Button>
      </TableCell>
    </tr>
  );
}

export function UsersPanel() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q, page);
  const setAdmin = useSetAdmin();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  const confirm = () => {
    if (!pending) return;
    const isAdmin = !pending.isAdmin;
    setAdmin.mutate(
      { id: pending.id, isAdmin },
      {
        onSuccess: (user) => {
          toast.success(isAdmin ? i18n._("Admin granted") : i18n._("Admin removed"), {
            description: isAdmin
              ? i18n._("{username} is now an admin.", { username: user.username })
              : i18n._("{username} is no longer an admin.", { username: user.username }),
          });
          setPending(null);
        },
        onError: (error) => {
          toast.error(i18n._("Could not change the role"), { description: errorMessage(error) });
          setPending(null);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Users")}
        </CardTitle>
        <CardDescription>
          {users.data
            ? i18n._("{count, plural, one {# user} other {# users}}. Last seen is accurate to the day.", {
                count: users.data.total,
              })
            : i18n._("Everyone with an account. Last seen is accurate to the day.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor="admin-user-search">{i18n._("Search by name or email")}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
            />
            <Input
              id="admin-user-search"
              type="search"
              className="pl-9"
              maxLength={100}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        {users.isPending ? (
          <div role="status" aria-label={i18n._("Loading users")} className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : users.isError ? (
          <ErrorPanel title={i18n._("The users could not be loaded")} onRetry={() => void users.refetch()}>
            {errorMessage(users.error)}
          </ErrorPanel>
        ) : users.data.users.length === 0 ? (
          <EmptyState icon={<Users />}>
            {q ? i18n._('No user matches "{query}".', { query: q }) : i18n._("No users yet.")}
          </EmptyState>
        ) : (
          <Table aria-label={i18n._("Users")}>
            <thead>
              <tr>
                <TableHead>{i18n._("User")}</TableHead>
                <TableHead>{i18n._("Plan")}</TableHead>
                <TableHead className="hidden md:table-cell">{i18n._("Trial end")}</TableHead>
                <TableHead className="hidden md:table-cell">{i18n._("Created")}</TableHead>
                <TableHead className="hidden sm:table-cell">{i18n._("Last seen")}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{i18n._("Role")}</span>
                </TableHead>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} onToggle={setPending} />
              ))}
            </tbody>
          </Table>
        )}
        {pages > 1 && (
          <nav aria-label={i18n._("User pages")} className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {i18n._("Previous")}
            </Button>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              {i18n._("Page {page} of {pages}", { page, pages })}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {i18n._("Next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.isAdmin ? i18n._("Remove admin?") : i18n._("Make admin?")}
        description={
          pending?.isAdmin
            ? i18n._("{username} will lose access to the admin dashboard at once.", { username: pending.username })
            : pending
              ? i18n._("{username} will get full access, including this dashboard and Restart Server.", {
                  username: pending.username,
                })
              : i18n._("This user will get full access, including this dashboard and Restart Server.")
        }
        confirmLabel={pending?.isAdmin ? i18n._("Remove admin") : i18n._("Make admin")}
        pending={setAdmin.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
