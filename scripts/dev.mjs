// `npm run dev`: the API in watch mode (tsx) on :3000 and Vite on :5173 (which proxies /api to it).
// Mailed links point at Vite so they open the hot-reloading app.
import { spawn } from 'node:child_process';
import path from 'node:path';

const env = {
  ...process.env,
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@charter/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@charter/web'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
