import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminContactMessage,
  type AdminUser,
  type AdminUserList,
} from "../../../shared/contracts/admin.js";
import { computeTrialStatus } from "../../../shared/domain/trial.js";
import type { UserRow } from "../../db/schema/index.js";
import { trialSubject } from "../auth/present.js";
import type { AdminRepository } from "./repository.js";

const CONTACT_LIST_LIMIT = 200;

export function presentAdminUser(row: UserRow, now: Date): AdminUser {
  const trial = computeTrialStatus(trialSubject({ ...row, isAdmin: false }), now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.isAdmin,
    plan: row.isAdmin ? "unlimited" : trial.subscriptionPlan,
    trialActive: trial.trialActive,
    // The trial's own end (5 days from registration), also for admins, whose access never ends.
    trialEndDate: trial.trialEndDate,
    paidUntil: row.paidUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

export function adminService(repo: AdminRepository, now = () => new Date()) {
  return {
    async listUsers(search: string | undefined, page = 1): Promise<AdminUserList> {
      const current = Math.max(1, page);
      const { rows, total } = await repo.listUsers(
        search?.trim() || undefined,
        ADMIN_USERS_PAGE_SIZE,
        (current - 1) * ADMIN_USERS_PAGE_SIZE,
      );
      const at = now();
      return {
        users: rows.map((row) => presentAdminUser(row, at)),
        total,
        page: current,
        pageSize: ADMIN_USERS_PAGE_SIZE,
      };
    },

    /** The role is read from the stored row at every request, so the change holds at once on every instance. */
    async setAdmin(actor: UserRow, targetId: number, isAdmin: boolean): Promise<AdminUser> {
      const updated = await repo.setAdmin(actor.id, targetId, isAdmin);
      return presentAdminUser(updated, now());
    },

    async contactMessages(): Promise<AdminContactMessage[]> {
      const rows = await repo.listContactMessages(CONTACT_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        subject: row.subject,
        message: row.message,
        username: row.username,
        createdAt: row.createdAt.toISOString(),
        delivery:
          row.outboxId === null || row.status === null
            ? "not-emailed"
            : row.status === "pending"
              ? "waiting"
              : row.status,
        attempts: row.attempts ?? 0,
        lastError: row.lastError,
      }));
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
