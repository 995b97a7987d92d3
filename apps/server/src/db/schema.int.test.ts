import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Db } from './database';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Each table of db/schema's Database with its columns and whether each may hold null. */
function declaredTables(): Map<string, Map<string, boolean>> {
  const folder = path.join(import.meta.dirname, 'schema');
  const interfaces = new Map<string, { node: ts.InterfaceDeclaration; source: ts.SourceFile }>();
  const aliases = new Map<string, { node: ts.TypeAliasDeclaration; source: ts.SourceFile }>();
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const file = path.join(folder, name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        interfaces.set(statement.name.text, { node: statement, source });
      }
      if (ts.isTypeAliasDeclaration(statement)) {
        aliases.set(statement.name.text, { node: statement, source });
      }
    }
  }
  /** Whether a type admits null, looking through the file's own aliases (Timestamp…). */
  const isNullable = (node: ts.TypeNode): boolean => {
    if (node.kind === ts.SyntaxKind.NullKeyword) return true;
    if (ts.isLiteralTypeNode(node)) return node.literal.kind === ts.SyntaxKind.NullKeyword;
    if (ts.isUnionTypeNode(node)) return node.types.some(isNullable);
    if (ts.isParenthesizedTypeNode(node)) return isNullable(node.type);
    if (ts.isTypeReferenceNode(node)) {
      const name = ts.isIdentifier(node.typeName) ? node.typeName.text : '';
      const alias = aliases.get(name);
      if (alias) return isNullable(alias.node.type);
      // Generated<T> and ColumnType<Select, …>: nullable when what is selected is.
      const [selected] = node.typeArguments ?? [];
      if ((name === 'Generated' || name === 'ColumnType') && selected) return isNullable(selected);
    }
    return false;
  };
  const tables = new Map<string, Map<string, boolean>>();
  const database = interfaces.get('Database');
  for (const member of database?.node.members ?? []) {
    if (!database || !ts.isPropertySignature(member) || !member.type) continue;
    const tableName = member.name.getText(database.source);
    const declaration = interfaces.get(member.type.getText(database.source));
    if (!declaration) throw new Error(`db/schema: ${tableName} has no interface of its own`);
    const columns = new Map<string, boolean>();
    for (const column of declaration.node.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      columns.set(column.name.getText(declaration.source), isNullable(column.type));
    }
    tables.set(tableName, columns);
  }
  return tables;
}

describe('the database types of db/schema', () => {
  it('name every table and column of the migrated database, null where it may be null', async () => {
    const { rows } = await sql<{
      table: string;
      column: string;
      nullable: string;
      generated: string;
    }>`
      SELECT c.table_name AS "table", c.column_name AS "column", c.is_nullable AS "nullable",
          c.is_generated AS "generated"
        FROM information_schema.columns c
        JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.table_name <> 'schema_migrations'
        ORDER BY 1, 2`.execute(db);
    const declared = declaredTables();
    const inDatabase = new Map<string, Map<string, boolean>>();
    for (const row of rows) {
      const table = camelCase(row.table);
      const column = camelCase(row.column);
      if (!inDatabase.has(table)) inDatabase.set(table, new Map());
      // PostgreSQL calls every generated column nullable; its expression says whether it is.
      const isGenerated = row.generated === 'ALWAYS';
      const declaredNullable = declared.get(table)?.get(column);
      const nullable =
        isGenerated && declaredNullable !== undefined ? declaredNullable : row.nullable === 'YES';
      inDatabase.get(table)!.set(column, nullable);
    }
    const describe = (tables: Map<string, Map<string, boolean>>) =>
      Object.fromEntries(
        [...tables]
          .filter(([table]) => declared.has(table))
          .map(([table, columns]) => [table, Object.fromEntries([...columns].sort())]),
      );
    expect(describe(declared)).toEqual(describe(inDatabase));
    // Every table is declared, even one that only the SQL functions write.
    expect([...inDatabase.keys()].filter((table) => !declared.has(table))).toEqual([]);
  });
});
