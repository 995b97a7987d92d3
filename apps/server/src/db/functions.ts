import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * A PL/pgSQL (or SQL) function kept as source: one file in a domain's `sql/` folder, named after
 * the function, holding one `CREATE OR REPLACE FUNCTION` statement — the only copy.
 */
export interface FunctionSource {
  name: string;
  file: string;
  text: string;
  /** What PostgreSQL keeps as the function's source (`pg_proc.prosrc`): its dollar-quoted body. */
  body: string;
}

const fileNamePattern = /^([a-z][a-z0-9_]*)\.sql$/;
/** How deep under the source root a `sql/` folder may sit (domains/<domain>/sql). */
const sqlFolderDepthMax = 3;

async function sqlFolders(dir: string, depth = 0): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const folders: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'sql') folders.push(full);
    else if (depth < sqlFolderDepthMax) folders.push(...(await sqlFolders(full, depth + 1)));
  }
  return folders;
}

/** The body between the statement's dollar quotes, as PostgreSQL stores it. */
function bodyOf(text: string, file: string): string {
  const opening = /\bAS\s+(\$[A-Za-z_]*\$)/.exec(text);
  const tag = opening?.[1];
  if (!opening || !tag) throw new Error(`${file}: no dollar-quoted body`);
  const start = opening.index + opening[0].length;
  const end = text.indexOf(tag, start);
  if (end < 0) throw new Error(`${file}: the body's ${tag} is never closed`);
  return text.slice(start, end);
}

/** Reads one source file and checks it holds the function it is named after. */
async function readSource(file: string): Promise<FunctionSource> {
  const name = fileNamePattern.exec(path.basename(file))?.[1];
  if (!name) throw new Error(`${file}: a function's file is named <function>.sql`);
  const text = await fs.readFile(file, 'utf8');
  const statement = new RegExp(`^CREATE OR REPLACE FUNCTION ${name}\\s*\\(`, 'm');
  if (!statement.test(text)) {
    throw new Error(`${file}: must hold CREATE OR REPLACE FUNCTION ${name}(…)`);
  }
  return { name, file, text, body: bodyOf(text, file) };
}

/**
 * Orders sources so that each comes after the functions it calls (a SQL-language function's
 * body is checked against what exists when it is created); a call cycle keeps file order.
 */
function inCallOrder(sources: FunctionSource[]): FunctionSource[] {
  const byName = new Map(sources.map((source) => [source.name, source]));
  const ordered: FunctionSource[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (source: FunctionSource) => {
    if (state.has(source.name)) return;
    state.set(source.name, 'visiting');
    for (const [name, callee] of byName) {
      const isCalled = name !== source.name && new RegExp(`\\b${name}\\s*\\(`).test(source.body);
      if (isCalled) visit(callee);
    }
    state.set(source.name, 'done');
    ordered.push(source);
  };
  for (const source of sources) visit(source);
  return ordered;
}

/** Every function source under `root` (the server's src), in the order they are applied. */
export async function readFunctionSources(root: string): Promise<FunctionSource[]> {
  const files: string[] = [];
  for (const folder of await sqlFolders(root)) {
    for (const name of (await fs.readdir(folder)).sort()) {
      if (name.endsWith('.sql')) files.push(path.join(folder, name));
    }
  }
  const sources = await Promise.all(files.sort().map(readSource));
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source.name)) throw new Error(`function ${source.name} has two source files`);
    seen.add(source.name);
  }
  return inCallOrder(sources);
}

/**
 * Creates or replaces every function from its source, all in one transaction, after the
 * migrations (which carry the schema the functions work on). A source whose signature changed
 * needs a migration that drops the old function first: CREATE OR REPLACE keeps a signature.
 */
export async function applyFunctions(client: pg.Client, sources: FunctionSource[]) {
  await client.query('BEGIN');
  try {
    for (const source of sources) {
      try {
        await client.query(source.text);
      } catch (error) {
        throw new Error(`function ${source.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
