// ESLint (flat config): JavaScript and JSX of the web app, its tests and
// scripts. Formatting is Prettier's job (npm run lint checks both).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  {
    ignores: [
      'node_modules/**',
      'build/**',
      'dist/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/engine/wasm/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,jsx,mjs}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Preact hooks follow React's rules.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'off',
      'no-unused-vars': [
        'error',
        { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/engine/worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ['tests/**/*.{js,mjs}', 'scripts/**/*.mjs', '*.config.js', 'vite.config.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
