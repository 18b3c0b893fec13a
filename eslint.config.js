import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { restrictedPaths } from './scripts/eslint-restricted-paths.js';

const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
  // One rule for imports in src: relative within two folders up, through the @/ alias (src/) for
  // anything further, so a path never climbs three folders.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import from three or more folders up through @/ (src/).',
            },
          ],
        },
      ],
    },
  },
  // Links and navigations go to addresses built by src/lib/paths.ts from the route patterns, so a
  // renamed route breaks the build rather than a link.
  {
    files: [
      'src/features/**/*.tsx',
      'src/widgets/**/*.tsx',
      'src/components/**/*.tsx',
      'src/app/**/*.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(to|href|exitTo|backTo)$/] > Literal[value=/^\\//]',
          message: 'Link to an address built by paths (src/lib/paths.ts).',
        },
        {
          selector: "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]",
          message: 'Navigate to an address built by paths (src/lib/paths.ts).',
        },
        {
          selector:
            "CallExpression[callee.name='navigate'] > TemplateLiteral[quasis.0.value.raw=/^\\//]",
          message: 'Navigate to an address built by paths (src/lib/paths.ts).',
        },
      ],
    },
  },
  // Layer and feature boundaries on resolved paths (scripts/eslint-restricted-paths.js).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'restricted-paths': restrictedPaths } } },
    rules: {
      'boundaries/restricted-paths': [
        'error',
        {
          root: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            ...features.map((name) => ({
              target: [`src/features/${name}`],
              from: ['src/features'],
              except: [`src/features/${name}`],
              message:
                'A feature never imports another feature: move shared code to src/components, src/widgets or src/lib.',
            })),
            {
              target: ['src/features'],
              from: ['src/app'],
              message: 'Features never import the app: the app imports them.',
            },
            {
              target: ['src/lib', 'src/api', 'src/live'],
              from: ['src/features', 'src/app', 'src/components', 'src/widgets', 'src/mocks'],
              message:
                'lib, api and live are pure layers: they never import screens or the simulator.',
            },
            {
              target: ['src/lib'],
              from: ['src/api'],
              except: ['src/api/contract'],
              message:
                "lib holds rules and helpers with no server calls: it never imports src/api (the contract's schemas and types excepted).",
            },
            {
              target: ['src/live'],
              from: ['src/api'],
              message:
                'live never imports src/api: server calls live in src/api, which may use live, and the app hands the stream what it needs from the session.',
            },
            {
              target: ['src/components'],
              from: ['src/features', 'src/app', 'src/mocks'],
              message: 'Shared components never import features or the app.',
            },
            {
              target: ['src/components'],
              from: ['src/api', 'src/widgets'],
              message:
                'Shared components never import src/api or src/widgets: a shared part that calls the server is a widget (src/widgets).',
            },
            {
              target: ['src/widgets'],
              from: ['src/features', 'src/app', 'src/mocks'],
              message: 'Widgets never import features, the app or the simulator.',
            },
            {
              target: ['src/app', 'src/features', 'src/main.tsx'],
              from: ['src/mocks'],
              message: 'The app never imports the backend simulator.',
            },
            {
              target: ['src/mocks'],
              from: ['src/features', 'src/app', 'src/components', 'src/widgets'],
              message: 'The simulator never imports the UI.',
            },
          ],
        },
      ],
    },
  },
);
