/**
 * `npm test [-- vitest args]`: the typecheck and the lint beside vitest, not before it. Vitest's workers wait on
 * SQLite files, argon2 and timers as much as they compute, so on a 2-core machine tsc and Biome fit in the gaps
 * (run one after the other they added their whole time to CI's npm test). Vitest prints as it goes; the typecheck's
 * and the lint's output is held and printed whole when each ends, so the three never interleave. Fails if any fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Outcome {
  name: string;
  code: number | null;
  seconds: number;
}

/** Runs an npm script; `quiet`: its output is held and printed in one piece once it ends. */
function run(name: string, args: string[], quiet: boolean): Promise<Outcome> {
  const start = Date.now();
  const child = spawn('npm', ['run', '--silent', name, ...args], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - start) / 1000);
      if (quiet) process.stdout.write(`\n== ${name} (${seconds} s, exit ${code})\n${output}`);
      resolve({ name, code, seconds });
    });
  });
}

const vitestArgs = process.argv.slice(2);
const outcomes = await Promise.all([
  run('typecheck', [], true),
  run('lint', [], true),
  run('test:vitest', vitestArgs.length > 0 ? ['--', ...vitestArgs] : [], false),
]);
for (const { name, code, seconds } of outcomes)
  console.log(`== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
process.exit(outcomes.every((outcome) => outcome.code === 0) ? 0 : 1);
