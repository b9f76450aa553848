import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webLayers from './eslint/web-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      '.artifacts',
      'apps/server/drizzle',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports across features and upward across layers (eslint/web-layers.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webLayers },
    rules: {
      'web/layers': ['error', { srcDir: fileURLToPath(new URL('apps/web/src', import.meta.url)) }],
    },
  },
);
