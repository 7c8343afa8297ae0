import { ChevronLeft, ChevronRight, Search, ShieldCheck, ShieldOff, Users } from "lucide-react";
import { useState } from "react";
import type { AdminUser } from "../../../shared/contracts/admin.js";
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
import { toast } from "../../lib/toast.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";
import { useAdminUsers, useSetAdmin } from "./api.js";
import { formatDay } from "./format.js";

const planLabels = {
  trial: "Trial",
  "premium-monthly": "Premium Monthly",
  "premium-yearly": "Premium Annual",
  unlimited: "Unlimited",
} as const;

function PlanBadge({ user }: { user: AdminUser }) {
  if (user.plan === "trial") {
    return <Badge tone={user.trialActive ? "neutral" : "warning"}>{user.trialActive ? "Trial" : "Trial ended"}</Badge>;
  }
  return <Badge>{planLabels[user.plan]}</Badge>;
}

function UserRow({ user, onToggle }: { user: AdminUser; onToggle: (user: AdminUser) => void }) {
  return (
    <tr>
      <TableCell className="max-w-56">
        <span className="block truncate font-medium" title={user.username}>
          {user.username}
        </span>
        <span className="block truncate text-xs text-neutral-500" title={user.email ?? undefined}>
          {user.email ?? "no email"}
        </span>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          <PlanBadge user={user} />
          {user.isAdmin && <Badge tone="warning">Admin</Badge>}
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
          aria-label={user.isAdmin ? `Remove admin from ${user.username}` : `Make ${user.username} an admin`}
        >
          {user.isAdmin ? (
            <ShieldOff aria-hidden="true" className="size-4" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-4" />
          )}
          <span className="hidden lg:inline">{user.isAdmin ? "Remove admin" : "Make admin"}</span>
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
          toast.success(isAdmin ? "Admin granted" : "Admin removed", {
            description: isAdmin ? `${user.username} is now an admin.` : `${user.username} is no longer an admin.`,
          });
          setPending(null);
        },
        onError: (error) => {
          toast.error("Could not change the role", { description: errorMessage(error) });
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
          Users
        </CardTitle>
        <CardDescription>
          {users.data ? `${users.data.total} user${users.data.total === 1 ? "" : "s"}` : "Everyone with an account"}
          {". "}Last seen is accurate to the day.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor="admin-user-search">Search by name or email</Label>
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
          <div role="status" aria-label="Loading users" className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : users.isError ? (
          <ErrorPanel title="The users could not be loaded" onRetry={() => void users.refetch()}>
            {errorMessage(users.error)}
          </ErrorPanel>
        ) : users.data.users.length === 0 ? (
          <EmptyState icon={<Users />}>{q ? `No user matches "${q}".` : "No users yet."}</EmptyState>
        ) : (
          <Table aria-label="Users">
            <thead>
              <tr>
                <TableHead>User</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead className="hidden md:table-cell">Trial end</TableHead>
                <TableHead className="hidden md:table-cell">Created</TableHead>
                <TableHead className="hidden sm:table-cell">Last seen</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Role</span>
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
          <nav aria-label="User pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.isAdmin ? "Remove admin?" : "Make admin?"}
        description={
          pending?.isAdmin
            ? `${pending.username} will lose access to the admin dashboard at once.`
            : `${pending?.username ?? "This user"} will get full access, including this dashboard and Restart Server.`
        }
        confirmLabel={pending?.isAdmin ? "Remove admin" : "Make admin"}
        pending={setAdmin.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
