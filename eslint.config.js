import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/live/gen',
      'bench/floor/dist',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  // Layer boundaries: the simulator stays out of the app; pure layers never import screens.
  {
    files: [
      'src/app/**',
      'src/features/**',
      'src/components/**',
      'src/lib/**',
      'src/api/**',
      'src/live/**',
      'src/main.tsx',
    ],
    rules: noImport(['**/mocks/**', '@/mocks/**'], 'The app never imports the backend simulator.'),
  },
  {
    files: ['src/lib/**', 'src/api/**', 'src/live/**'],
    rules: noImport(
      ['**/mocks/**', '**/features/**', '**/app/**', '**/components/**'],
      'lib, api and live are pure layers: they never import screens or the simulator.',
    ),
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mocks/**'], message: 'The app never imports the backend simulator.' },
            // '../other-feature/...': a sibling feature folder.
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message:
                'A feature never imports another feature: move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: noImport(
      ['**/mocks/**', '**/features/**', '**/app/**'],
      'Shared components never import features or the app.',
    ),
  },
  {
    files: ['src/mocks/**'],
    rules: noImport(
      ['**/features/**', '**/app/**', '**/components/**'],
      'The simulator never imports the UI.',
    ),
  },
);
