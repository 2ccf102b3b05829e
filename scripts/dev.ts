import { type ChildProcess, spawn } from 'node:child_process';

/** npm run dev: the server with reload on :3000 and Vite with HMR on :5173 (proxying /api and /trpc). */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('Shop API on http://localhost:3000, client with HMR on http://localhost:5173');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
