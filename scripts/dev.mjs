#!/usr/bin/env node
// `npm run dev`: the API with reload on :3001 and Vite's dev server proxying /api and /uploads to it.
import { spawn } from 'node:child_process';

const run = (args, env = {}) => spawn('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
const children = [run(['run', 'dev', '-w', '@foundation/api'], { PORT: '3001', API_DOCS: process.env.API_DOCS ?? 'all' }), run(['run', 'dev', '-w', '@foundation/web'])];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
