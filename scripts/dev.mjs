// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot
// module replacement, which proxies /v1 and /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
