/**
 * How the catalogues (messages/) compile to src/paraglide, for the Vite plugin (vite.config.ts) and
 * for `npm run i18n` (compile-messages.js: typecheck, tests). Not in project.inlang/, whose files
 * inlang keeps out of git. The locale is chosen by the app: src/lib/locale.ts overwrites getLocale
 * (the path's /ur on the server, the page's address in the browser).
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};
