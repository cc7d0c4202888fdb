import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * Imports flow shared (components, lib, the admin's kit) -> features and resources -> routes and app,
 * never feature -> feature or resource -> resource: one that needs another is composed with it in a
 * route, or the shared piece moves to components/, lib/ or kit/. One zone per folder, read from disk
 * so a new feature or resource is covered.
 */
const groups = ['features', 'resources'];

function folders(path) {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function boundaries(app) {
  const src = `./apps/${app}/src`;
  const above = [`${src}/routes`, `${src}/app`, `${src}/main.tsx`];
  const shared = [`${src}/components`, `${src}/components.tsx`, `${src}/lib`, `${src}/kit`];
  return [
    { target: shared, from: [...groups.map((g) => `${src}/${g}`), ...above], message: 'Shared code may not import features, resources, routes or the app.' },
    { target: groups.map((g) => `${src}/${g}`), from: above, message: 'A feature or resource may not import routes or the app.' },
    ...groups.flatMap((group) =>
      folders(`${src}/${group}`).flatMap((name) => [
        {
          target: `${src}/${group}/${name}`,
          from: `${src}/${group}`,
          except: [`./${name}`],
          message: `A ${group === 'features' ? 'feature' : 'resource'} may not import another ${group === 'features' ? 'feature' : 'resource'}: compose them in a route, or move the shared piece to components/, lib/ or kit/.`,
        },
        ...groups
          .filter((other) => other !== group)
          .map((other) => ({
            target: `${src}/${group}/${name}`,
            from: `${src}/${other}`,
            message: `${group} may not import ${other}: compose them in the app, or move the shared piece to components/, lib/ or kit/.`,
          })),
      ]),
    ),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'playwright-report/**', 'test-results/**', 'data/**', 'bench/results/**', '**/src/paraglide/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/{web,admin}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['apps/{web,admin}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries('web'), ...boundaries('admin')] }] },
  },
  {
    // The back office keeps react-router; the public site routes with wouter (decision 23), and the
    // other is still installed for the back office, so an import of it would quietly work.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: 'The public site routes with wouter (docs/decisions/0023).' }] }] },
  },
  {
    // Issue 16: every word a visitor reads comes from the message catalogues (apps/web/messages,
    // docs/decisions/0024), in English and Urdu; text written into a component is an error. The
    // attributes below are read aloud or shown (alt text, labels, placeholders); others are code.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'label', 'hint', 'heading', 'description', 'text', 'caption', 'emptyText', 'message'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•–—×«»]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
);
