import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The message functions (src/paraglide) compiled from the catalogues before any test imports them.
 * Not the Vite plugin here: in Vitest's server it watches the catalogues and keeps the run open.
 */
export default function compileMessages() {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../compile-messages.js', import.meta.url))], { stdio: 'inherit' });
}
