import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The message functions (src/paraglide) compiled from the catalogues before any test imports them.
 * Not the Vite plugin here: in Vitest's server it watches the catalogues and keeps the run open.
 */
export default function compileMessages() {
  const web = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, [fileURLToPath(new URL('../../../../node_modules/@inlang/paraglide-js/bin/run.js', import.meta.url)), 'compile', '--project', './project.inlang', '--silent'], { cwd: web, stdio: 'inherit' });
}
