import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** One connection (or PGlite transaction) that backup and restore talk SQL through, whichever database it is. */
export interface SqlSession {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export const pgliteSession = (client: PGlite | Transaction): SqlSession => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
});

export const postgresSession = (client: pg.Client | pg.PoolClient): SqlSession => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
});

/** A table name from the catalog, as an identifier in SQL. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables: every ordinary table in the public schema, alphabetical. */
export async function publicTables(session: SqlSession): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * The tables in an order that inserts them without breaking a foreign key: every table after the tables
 * it references (a table that references itself counts once). Ties alphabetical.
 */
export async function tablesInLoadOrder(session: SqlSession): Promise<string[]> {
  const tables = await publicTables(session);
  const references = await session.rows<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  while (parentsOf.size > 0) {
    const ready = [...parentsOf].filter(([, parents]) => [...parents].every((parent) => !parentsOf.has(parent))).map(([table]) => table);
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${[...parentsOf.keys()].join(', ')}`);
    for (const table of ready.sort()) {
      ordered.push(table);
      parentsOf.delete(table);
    }
  }
  return ordered;
}
