// `npm run dev`: the API server with reload (tsx watch, port 3001) and Vite with hot reload (port 5173),
// which proxies /api and /config.js to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const serverPort = process.env.SERVER_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: serverPort, WEB_ROOT: '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SERVER_PORT: serverPort } }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
