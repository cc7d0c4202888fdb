import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** What one rule of the project's ESLint config says of `code`, as if it were the file at `filePath`. */
export async function ruleMessages(ruleId: string, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
