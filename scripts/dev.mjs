// `npm run dev`: the API with restart on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, 'http://localhost:5173', 'http://127.0.0.1:5173'].filter(Boolean).join(','),
};

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
