// ESLint for the whole repository (issue 19): typescript-eslint's strict, type-checked rules on every
// TypeScript file, each file checked against the tsconfig that builds it (projectService). Every rule
// turned off or relaxed here says why in one line, and is listed in docs/decisions.md.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '.bench/', 'data/', 'coverage/', 'test-artifacts/', 'packages/client/src/generated/']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Plain JavaScript files and the vitest configs are in no tsconfig: a default project checks them.
          allowDefaultProject: ['*.js', 'vitest.*.ts', 'packages/client/scripts/*.mjs', 'test/client/browser/*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers print the same in every locale; `${count} files` needs no String().
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // noUncheckedIndexedAccess types every indexed read T | undefined; `xs[i]!` after a bounds check is our idiom.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `() => void x()` adds noise to one-line callbacks (handlers, teardown) that return nothing anyway.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify wants plugins and handlers async (no `done`), and sync code behind a Promise API throws as a rejection.
      '@typescript-eslint/require-await': 'off',
      // `env.X?.trim() || fallback` means to treat an empty string as unset; `??` would keep the empty string.
      // Rejecting with a value we were handed (an abort reason, a caught error) passes it on, as `throw` may (only-throw-error).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // `const { id: _id, ...rest } = row` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Tool arguments and schemas are JSON objects that get serialized; a Map in their place would not be JSON.
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
    },
  },
  {
    // The JavaScript files have no types to check the type-aware rules against.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Teardown is `afterAll(() => t?.close())` on `let t: TestApp` set in beforeAll: when beforeAll failed, t is
    // undefined, and without `?.` a second TypeError would hide the first failure. The rule cannot know that.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // The page the client's browser test loads runs in Chromium, not Node.
    files: ['test/client/browser/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['URLSearchParams', 'location', 'File', 'Response', 'performance', 'fetch', 'window', 'document'].map((g) => [g, 'readonly']),
      ),
    },
  },
);
