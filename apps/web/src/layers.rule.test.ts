// The layering rule itself (eslint/web-layers.js) through ESLint's RuleTester: the islands' entry,
// pages and app are above every feature (issue 36), and the marker islands import lives in lib.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import webLayers from '../../../eslint/web-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const options = [{ srcDir }];
const at = (file: string) => path.join(srcDir, file);

new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
}).run('web/layers', webLayers.rules.layers, {
  valid: [
    // The island marker and the <Later> gate are leaves every layer may use
    {
      filename: at('features/rates/components/Calculator.tsx'),
      code: "import { island } from '@/lib/island';",
      options,
    },
    {
      filename: at('features/auth/components/AuthCard.tsx'),
      code: "import { Later } from '@/lib/later';",
      options,
    },
    {
      filename: at('app/layout/Header.tsx'),
      code: "import { island } from '../../lib/island';",
      options,
    },
    // The islands' entry and registry may import features and pages
    {
      filename: at('islands/registry.ts'),
      code: "export const r = () => import('@/features/rates/components/Calculator');",
      options,
    },
    {
      filename: at('islands/main.tsx'),
      code: "import { island } from '@/lib/island';\nimport { r } from './registry';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('features/rates/components/Calculator.tsx'),
      code: "import { hydrate } from '@/islands/main';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/rates', to: 'islands' } }],
    },
    {
      filename: at('features/docs/components/DocsBrowser.tsx'),
      code: "import { ISLANDS } from '../../../islands/registry';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('features/help/components/FaqBrowser.tsx'),
      code: "import HelpPage from '@/pages/support/HelpPage';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/help', to: 'pages' } }],
    },
    {
      filename: at('features/news/components/NewsList.tsx'),
      code: "export { router } from '@/app/router';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/news', to: 'app' } }],
    },
    {
      filename: at('pages/public/HomePage.tsx'),
      code: "export const load = () => import('@/islands/main');",
      options,
      errors: [{ messageId: 'upward', data: { from: 'pages', to: 'islands' } }],
    },
    {
      filename: at('components/language-switcher.tsx'),
      code: "import { island } from '@/islands/island';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'components', to: 'islands' } }],
    },
  ],
});
