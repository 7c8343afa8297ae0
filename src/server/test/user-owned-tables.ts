import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import * as schema from "../db/schema/index.js";

export interface UserOwnedTable {
  /** The table's SQL name. */
  name: string;
  table: PgTable;
  /**
   * How a row is the user's: its own columns naming users.id (`user_id`, `owner_user_id`, ...),
   * or a parent user-owned table it references (a recipe's ingredients through `foods`).
   */
  ownerColumns: string[];
  parents: { table: string; column: string; parentColumn: string }[];
}

/**
 * Every table of the schema that holds a user's rows, found from Drizzle's table objects: `users`
 * itself, each table with a foreign key to users, and, until nothing changes, each table with a
 * foreign key to one of those. Tests of the export and of account deletion walk this list, so a
 * table added to the schema is met by them before anyone remembers it.
 */
export function userOwnedTables(): UserOwnedTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const nameOf = (table: PgTable) => getTableConfig(table).name;
  const owned = new Map<string, UserOwnedTable>([
    ["users", { name: "users", table: schema.users, ownerColumns: ["id"], parents: [] }],
  ]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const table of tables) {
      const name = nameOf(table);
      if (name === "users") continue;
      const entry: UserOwnedTable = owned.get(name) ?? { name, table, ownerColumns: [], parents: [] };
      for (const fk of getTableConfig(table).foreignKeys) {
        const reference = fk.reference();
        const target = nameOf(reference.foreignTable);
        const column = reference.columns[0]?.name;
        const parentColumn = reference.foreignColumns[0]?.name;
        if (!column || !parentColumn) continue;
        if (target === "users" && !entry.ownerColumns.includes(column)) {
          entry.ownerColumns.push(column);
          changed = true;
        } else if (
          target !== "users" &&
          owned.has(target) &&
          !entry.parents.some((p) => p.table === target && p.column === column)
        ) {
          entry.parents.push({ table: target, column, parentColumn });
          changed = true;
        }
      }
      if (entry.ownerColumns.length + entry.parents.length > 0) owned.set(name, entry);
    }
  }
  return [...owned.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The WHERE condition of a user's rows in one of these tables (through its parents where it has no owner column). */
export function ownedRowsCondition(table: UserOwnedTable, userId: number, all = userOwnedTables()): SQL {
  if (table.ownerColumns.length > 0)
    return sql.join(
      table.ownerColumns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` OR `,
    );
  return sql.join(
    table.parents.map((parent) => {
      const parentTable = all.find((t) => t.name === parent.table);
      if (!parentTable) throw new Error(`no user-owned table ${parent.table}`);
      return sql`${sql.identifier(parent.column)} IN (SELECT ${sql.identifier(parent.parentColumn)} FROM ${sql.identifier(parent.table)} WHERE ${ownedRowsCondition(parentTable, userId, all)})`;
    }),
    sql` OR `,
  );
}

/** The primary key columns of a table, as PostgreSQL names them. */
function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0];
  if (composite) return composite.columns.map((column) => column.name);
  return config.columns.filter((column) => column.primary).map((column) => column.name);
}

/** Each user-owned table's rows of this user, by primary key (a JSON array of its values). */
export async function ownedRowKeys(db: Database, userId: number): Promise<Map<string, string[]>> {
  const all = userOwnedTables();
  const keys = new Map<string, string[]>();
  for (const table of all) {
    const key = sql.join(
      primaryKeyOf(table.table).map((column) => sql.identifier(column)),
      sql`, `,
    );
    const { rows } = await db.execute<{ key: string }>(
      sql`SELECT json_build_array(${key})::text AS key FROM ${sql.identifier(table.name)} WHERE ${ownedRowsCondition(table, userId, all)}`,
    );
    keys.set(
      table.name,
      rows.map((row) => row.key),
    );
  }
  return keys;
}

/** Which of these rows (by ownedRowKeys' keys) still exist. */
export async function rowsStillThere(db: Database, tableName: string, keys: string[]): Promise<string[]> {
  const table = userOwnedTables().find((t) => t.name === tableName);
  if (!table || keys.length === 0) return [];
  const key = sql.join(
    primaryKeyOf(table.table).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const { rows } = await db.execute<{ key: string }>(
    sql`SELECT json_build_array(${key})::text AS key FROM ${sql.identifier(tableName)}`,
  );
  const present = new Set(rows.map((row) => row.key));
  return keys.filter((k) => present.has(k));
}
