// One lint config for the whole monorepo: typescript-eslint's recommended rules, plus the few
// project rules that keep tests honest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'e2e/artifacts/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'Every test must run.' },
        { object: 'describe', property: 'only', message: 'Every test must run.' },
        { object: 'it', property: 'skip', message: 'Every test must run.' },
        { object: 'describe', property: 'skip', message: 'Every test must run.' },
      ],
    },
  },
  {
    // Front ends: hooks rules, browser globals, and antd only per component (see
    // packages/frontend-build/antd-components.js: each component is a shared singleton).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/host/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: "Import the component from 'antd/es/<component>'.", allowTypeImports: true },
            { name: 'antd/lib', message: "Import the component from 'antd/es/<component>'." },
          ],
          patterns: [
            { group: ['antd/lib/*'], message: "Import the component from 'antd/es/<component>'." },
            // zod would join the bundle: front ends take limits, messages and types only.
            { group: ['@hearth/contracts/*/schemas'], allowTypeImports: true, message: 'Front ends import the zod-free @hearth/contracts/<domain>.' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files (jest) may require().
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
