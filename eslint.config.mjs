// Lint: TypeScript with type information and React hooks. The layers of
// ARCHITECTURE.md (screens never reach the database or the PocketBase client,
// src/domain imports nothing outside itself, no import cycles) are checked on
// the resolved module graph by dependency-cruiser (.dependency-cruiser.cjs),
// which `npm run lint` also runs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'pb_data/**',
      'pb_hooks/lib/generated/**',
      'pb_hooks/types/**',
      'public/**',
      '.pocketbase/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Promises the UI starts on purpose are marked with `void`; others must be awaited or handled.
      // navigate()'s promise only says when the navigation settled; its errors go to the route's error boundary.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { ignoreVoid: true, allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // React accepts async handlers; what matters is that their promises are handled (no-floating-promises).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Server replies and JSON are checked at the edges (zod, parseSyncPage); the rest is typed.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // incompatible-library only tells the React Compiler, which this app does not use, what it may not memoize.
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/incompatible-library': 'off' },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests, scripts and configs run in Node (and the browser for e2e page functions).
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', '*.config.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The server's hooks: CommonJS in PocketBase's JS runtime, type-checked by tsconfig.hooks.json.
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js', 'scripts/bench/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs } },
    rules: { 'no-undef': 'off', 'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none' }] },
  },
  { files: ['scripts/**/*.mjs', '*.config.mjs'], languageOptions: { sourceType: 'module' } },
  {
    // Functions the cross-engine journey runs inside the page, read as text: browser globals, called from outside.
    files: ['tests/engines/in-page.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { 'no-unused-vars': ['error', { varsIgnorePattern: '^(locateInPage|installErrorCollector|reportPolicyViolations)$' }] },
  },
);
