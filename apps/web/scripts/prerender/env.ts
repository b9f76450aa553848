// The pre-renderer's environment, set before any module of the app is loaded (they read it when
// first evaluated): the same VITE_* variables the browser build saw (.env files), unless the shell
// set them, and React's production build. Imported first by scripts/prerender.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = path.resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');

for (const [k, v] of Object.entries(loadEnv('production', webRoot, 'VITE_'))) {
  process.env[k] ??= v;
}
process.env.NODE_ENV = 'production';
