import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { pamojaPlugin } from './eslint/no-domain-cycles.js';

const noDefaultExport = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };
const notInRepository =
  "Only repositories (*-repository.ts) run SQL: add a method to this domain's repository and call it.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', noDefaultExport],
    },
  },
  {
    // Tool configuration files are loaded by their tools, which expect a default export.
    files: ['**/*.config.ts', '**/*.config.js', 'e2e/support/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'apps/web/src/shared/**/*', mode: 'full' },
        { type: 'demo', pattern: 'apps/web/src/demo/**/*', mode: 'full' },
        {
          type: 'feature',
          pattern: 'apps/web/src/features/*/**/*',
          mode: 'full',
          capture: ['feature'],
        },
        { type: 'app', pattern: 'apps/web/src/**/*', mode: 'full' },
      ],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Code flows one way: shared -> features -> app; a feature never imports another feature.
      // A dialog gets its styles with it only through shared/ui/modal (see docs/web-app.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-bootstrap',
              importNames: ['Modal'],
              message: "Import Modal from shared/ui/modal: it brings the modal's styles with it.",
            },
          ],
        },
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'demo', allow: ['shared', 'demo'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'app', allow: ['shared', 'feature', 'demo', 'app'] },
          ],
        },
      ],
    },
  },
  {
    // Services: one folder per domain. Another domain is reached only through its public module
    // file, domains depend on each other one way, and only repositories touch the database.
    files: ['services/*/src/**/*.ts', 'services/*/test/**/*.ts'],
    plugins: { boundaries, pamoja: pamojaPlugin },
    settings: {
      'boundaries/include': ['services/*/src/**/*', 'services/*/test/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'database', pattern: 'services/*/src/db', mode: 'folder', capture: ['service'] },
        // The service's message catalogues (docs/api-conventions.md, Languages): data, not a domain.
        {
          type: 'messages',
          pattern: 'services/*/src/messages',
          mode: 'folder',
          capture: ['service'],
        },
        {
          type: 'domain',
          pattern: 'services/*/src/*',
          mode: 'folder',
          capture: ['service', 'domain'],
        },
        { type: 'service', pattern: 'services/*/src/*.ts', mode: 'file', capture: ['service'] },
        { type: 'test-support', pattern: 'services/*/test', mode: 'folder', capture: ['service'] },
      ],
      'import/resolver': {
        typescript: {
          project: ['services/api/tsconfig.json', 'services/lms/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message:
            'Another domain is used only through its public module file (<domain>-module.ts): import ${target.domain}/${target.domain}-module, not ${dependency.source}.',
          rules: [
            { target: ['domain'], allow: '*-module.ts' },
            { target: ['database', 'service', 'test-support', 'messages'], allow: '**' },
          ],
        },
      ],
      'pamoja/no-domain-cycles': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: notInRepository, allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        noDefaultExport,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|executeQuery)$/]',
          message: notInRepository,
        },
      ],
    },
  },
  {
    // Repositories and migrations are where SQL lives; tests and their support read and arrange
    // rows directly and may reach into any domain to set a scene up.
    files: [
      'services/*/src/**/*-repository.ts',
      'services/*/src/db/**/*.ts',
      'services/*/src/**/*.test.ts',
      'services/*/test/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', noDefaultExport],
    },
  },
  {
    files: ['services/*/src/**/*.test.ts', 'services/*/test/**/*.ts'],
    rules: { 'boundaries/entry-point': 'off' },
  },
  {
    files: ['apps/web/src/shared/ui/modal.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
