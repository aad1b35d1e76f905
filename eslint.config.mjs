// One lint config for the whole monorepo: typescript-eslint's recommended rules, plus the few
// project rules that keep tests honest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
