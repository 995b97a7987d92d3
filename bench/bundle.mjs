// Initial JavaScript of the home page: the entry chunk, the home route chunk, and everything
// they import statically, gzip-compressed. Every other route must be a lazy chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const budgetInitialGzipBytes = 170 * 1024;

export function measureBundle(root) {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipBytes = (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/HomePage.tsx'));
  const initial = new Set([...closure(entryKey), ...closure(homeKey)]);
  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      chunk: key.replace(/^.*\/src\//, 'src/'),
      file: chunk.file,
      rawBytes: fs.statSync(path.join(dist, chunk.file)).size,
      gzipBytes: gzipBytes(chunk.file),
      isInitial: initial.has(key),
      isLazy: Boolean(chunk.isDynamicEntry),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initialGzipBytes = chunks
    .filter((chunk) => chunk.isInitial)
    .reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const routeModules = Object.keys(manifest).filter((key) =>
    /features\/[^/]+\/[A-Za-z]+Page\.tsx$/.test(key),
  );
  const eagerRoutes = routeModules.filter((key) => !manifest[key].isDynamicEntry);
  return {
    initialGzipBytes,
    budgetInitialGzipBytes,
    isWithinBudget: initialGzipBytes <= budgetInitialGzipBytes,
    eagerRoutes,
    chunks,
  };
}
