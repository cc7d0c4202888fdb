import { describe, expect, it } from 'vitest';
import { ruleMessages } from './eslint-messages.ts';

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
const boundaryErrors = (code: string, filePath: string) => ruleMessages('import-x/no-restricted-paths', code, filePath);

describe('import boundaries: shared -> features -> routes', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      "export { getCoursesQueryOptions } from '../../courses/api/get-courses';\n",
      'apps/web/src/features/books/api/x.ts',
    );
    expect(errors).toEqual([expect.stringContaining('A feature may not import another feature')]);
  });

  it('refuses a back office resource importing another resource', async () => {
    const errors = await boundaryErrors("export { books } from '../books/index';\n", 'apps/admin/src/resources/blogs/x.ts');
    expect(errors).toEqual([expect.stringContaining('A resource may not import another resource')]);
  });

  it('refuses shared code importing a feature, and a feature importing a route', async () => {
    expect(await boundaryErrors("export * from '../features/books/api/get-books';\n", 'apps/web/src/lib/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("export * from '../../routes/home';\n", 'apps/web/src/features/books/x.ts')).toHaveLength(1);
  });

  it('allows a feature its own files and the shared kit, and a route any feature', async () => {
    const own = "export * from '../api/get-books';\nexport * from '../../../lib/api-client';\nexport * from '../../../components/ui/spinner';\n";
    expect(await boundaryErrors(own, 'apps/web/src/features/books/components/x.ts')).toEqual([]);
    const route = "export * from '../features/books/api/get-books';\nexport * from '../features/courses/api/get-courses';\n";
    expect(await boundaryErrors(route, 'apps/web/src/routes/x.ts')).toEqual([]);
  });
});
