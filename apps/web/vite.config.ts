import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/art': apiTarget,
      '/house/api': apiTarget,
    },
  },
});
