// Typed lint for the whole code base (`npm run lint`, gated by `npm test`). Formatting is Prettier's
// job (`npm run format`), so no rule here is about layout.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // `*.build-<hash>.mjs`: Vike's compiled copy of a config file, beside it while a build or the dev server loads it.
  { ignores: ['node_modules/', 'dist/', 'dist-e2e/', '.generated/', '.site-copies/', '.cms-test/', '.bench/', '.shots/', 'test-results/', 'playwright-report/', 'public/', '**/*.build-*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // gtag.js and fbevents.js read `arguments` objects: the two places that need them say so.
      'prefer-rest-params': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Vike's config types are extended through its global `Vike` namespace.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // Control characters are matched on purpose: hostile paths, headers and terminal colours are stripped.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read JSON and YAML back without a schema and use vitest's asymmetric matchers, which are `any`.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-return': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
      // Styled lists (list-style: none) lose their list semantics in Safari unless the role is explicit.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // unified's chained processor types (unified → remark → rehype) come out unresolved to
    // typescript-eslint although tsc checks them: the calls are type-checked by tsc alone.
    files: ['components/markdown/render.tsx', 'pipeline/checks/articles.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-call': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  {
    // Plain JavaScript (scripts, the CLI's launcher, configs): no type information to lint with.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
