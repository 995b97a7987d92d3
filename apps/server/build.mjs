// Bundles the server with esbuild: workspace packages (TypeScript sources) are bundled in,
// registry dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@khela/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/migrate-cli.ts',
    'ledger-verify': 'src/ledger-verify-cli.ts',
    'ops-password': 'src/ops-password-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pino'],
  logLevel: 'warning',
});
