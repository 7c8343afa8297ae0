import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { BACKUP_FILE_PATTERN, type BackupKind } from "../../../shared/contracts/backups.js";

export interface BackupFile {
  name: string;
  kind: BackupKind;
  createdAt: Date;
  sizeBytes: number;
  path: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 2026-07-11T03:00:00.000Z <-> 20260711T030000Z, the time in a backup's name. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const fromStamp = (text: string) =>
  new Date(text.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

/**
 * The backup directory: the only code of the feature that touches files. A backup is known by its
 * name alone (kind and time, BACKUP_FILE_PATTERN), so a request's name never becomes a path unless
 * it is exactly one of ours.
 */
export function backupFiles(dir: string) {
  const parse = (name: string) => {
    const match = BACKUP_FILE_PATTERN.exec(name);
    return match ? { kind: match[1] as BackupKind, createdAt: fromStamp(match[2] ?? "") } : null;
  };

  async function list(): Promise<BackupFile[]> {
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    const files: BackupFile[] = [];
    for (const name of names) {
      const parsed = parse(name);
      if (!parsed) continue;
      const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) files.push({ name, ...parsed, sizeBytes: stat.size, path: path.join(dir, name) });
    }
    return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
  }

  return {
    dir,
    list,
    /** Where a new backup of this kind, made at `at`, goes (the directory is made private if new). */
    async newPath(kind: BackupKind, at: Date): Promise<string> {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      return path.join(dir, `macrowise-${kind}-${stamp(at)}.backup`);
    },
    async find(name: string): Promise<BackupFile | null> {
      if (!parse(name)) return null;
      return (await list()).find((file) => file.name === name) ?? null;
    },
    open: (file: BackupFile) => fs.createReadStream(file.path),
    /**
     * Deletes backups older than `keepDays` on the app's clock, but never the newest one (a server
     * whose backups stopped keeps its last), and the pieces of a backup a crash cut short.
     */
    async prune(now: Date, keepDays: number): Promise<string[]> {
      const [newest, ...rest] = await list();
      const cutoff = now.getTime() - keepDays * DAY_MS;
      const old = rest.filter((file) => file.createdAt.getTime() < cutoff && file.name !== newest?.name);
      for (const file of old) await fsp.rm(file.path, { force: true });
      for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
        if (!/\.backup\.partial-\d+$/.test(name)) continue;
        const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
        if (stat && stat.mtimeMs < Date.now() - DAY_MS) await fsp.rm(path.join(dir, name), { force: true });
      }
      return old.map((file) => file.name);
    },
  };
}

export type BackupFiles = ReturnType<typeof backupFiles>;
