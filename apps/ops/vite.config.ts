import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5174, proxy: { '/ops/api': apiTarget, '/art': apiTarget } },
});
