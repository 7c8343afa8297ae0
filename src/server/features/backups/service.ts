import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type Backup, type BackupList, backupMessages } from "../../../shared/contracts/backups.js";
import type { BackupConfig } from "../../config.js";
import { backupToFile } from "../../db/backup/write.js";
import { conflict } from "../../errors.js";
import type { BackupFile, BackupFiles } from "./files.js";
import type { BackupsRepository } from "./repository.js";

/** Names the advisory lock one backup at a time holds, across every instance on the database. */
const BACKUP_LOCK_KEY = 7_246_029;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface BackupsServiceDeps {
  /** How to reach the database (the backup and the lock each take a connection of their own). */
  connection: pg.ClientConfig;
  files: BackupFiles;
  repo: BackupsRepository;
  config: BackupConfig;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export function backupsService({ connection, files, repo, config, now, log }: BackupsServiceDeps) {
  /**
   * Runs `work` holding the backup lock (a session-level advisory lock on a connection of its
   * own), or answers `ran: false` at once when another backup holds it, here or on another instance.
   */
  async function underLock<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = new pg.Client(connection);
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
        BACKUP_LOCK_KEY,
      ]);
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]).catch(() => {});
      }
    } finally {
      await client.end().catch(() => {});
    }
  }

  async function make(kind: BackupFile["kind"]): Promise<BackupFile> {
    const at = now();
    const file = await files.newPath(kind, at);
    const started = Date.now();
    const { bytes } = await backupToFile(connection, file, at);
    log?.info({ file, bytes, ms: Date.now() - started }, `${kind} backup made`);
    const removed = await files.prune(at, config.keepDays);
    if (removed.length > 0) log?.info({ removed }, `backups older than ${config.keepDays} days deleted`);
    const made = await files.find(path.basename(file));
    if (!made) throw new Error(`the backup ${file} is not in ${files.dir} after it was written`);
    return made;
  }

  const present = (file: BackupFile, at: Date): Backup => ({
    name: file.name,
    kind: file.kind,
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((at.getTime() - file.createdAt.getTime()) / 1000)),
  });

  /** Due once per UTC day: when no instance has made the daily backup since the day began. */
  const dailyDue = (last: Date | null, at: Date) => last === null || utcDay(last) < utcDay(at);

  return {
    async list(): Promise<BackupList> {
      const at = now();
      const [backups, lastDailyAt] = await Promise.all([files.list(), repo.lastDailyAt()]);
      return {
        daily: config.daily,
        directory: files.dir,
        keepDays: config.keepDays,
        lastDailyAt: lastDailyAt?.toISOString() ?? null,
        backups: backups.map((file) => present(file, at)),
      };
    },

    /** An admin's 'Back up now'; 409 while another backup is being made. */
    async backUpNow(): Promise<Backup> {
      const result = await underLock(() => make("manual"));
      if (!result.ran) throw conflict(backupMessages.busy);
      return present(result.value, now());
    },

    /**
     * The daily job's step, on every instance: the first to take the lock after the day began
     * makes the backup and records it in the database; the others find it recorded (or the lock
     * held) and do nothing. Null when nothing was due or another instance is at it.
     */
    async runDailyIfDue(): Promise<BackupFile | null> {
      if (!dailyDue(await repo.lastDailyAt(), now())) return null;
      const result = await underLock(async () => {
        // Checked again under the lock: another instance may have just made it.
        if (!dailyDue(await repo.lastDailyAt(), now())) return null;
        const made = await make("daily");
        await repo.recordDaily(made.createdAt);
        return made;
      });
      return result.ran ? result.value : null;
    },

    find: (name: string) => files.find(name),
    open: (file: BackupFile) => files.open(file),
  };
}

export type BackupsService = ReturnType<typeof backupsService>;
