// The import rule of eslint/web-layers.js, run through ESLint with the repository's own config on
// code that lives nowhere (lintText with a path inside the web app).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
}

// Loading ESLint and the TypeScript parser takes seconds, more on a busy machine.
beforeAll(() => layerErrors('lib/warm-up.ts', 'export {};\n'), 60_000);

describe('web import layers (eslint web/layers)', { timeout: 30_000 }, () => {
  it('fails on an import from another feature, by alias or relative path', async () => {
    const byAlias = await layerErrors(
      'features/wallet/lib/x.ts',
      "import { y } from '@/features/trading/lib/y';\nexport const x = y;\n",
    );
    expect(byAlias).toEqual([
      expect.stringMatching(/features\/wallet may not import features\/trading/),
    ]);
    const relative = await layerErrors(
      'features/wallet/components/X.tsx',
      "export { Y } from '../../trading/components/Y';\n",
    );
    expect(relative).toHaveLength(1);
    const lazy = await layerErrors(
      'features/wallet/lib/x.ts',
      "export const load = () => import('@/features/trading/lib/y');\n",
    );
    expect(lazy).toHaveLength(1);
  });

  it('fails on an import from a higher layer', async () => {
    expect(
      await layerErrors(
        'content/x.ts',
        "import type { T } from '@/features/help/lib/t';\nexport type X = T;\n",
      ),
    ).toEqual([expect.stringMatching(/content may not import features\/help/)]);
    expect(
      await layerErrors(
        'components/x.tsx',
        "import { P } from '@/config/paths';\nimport { S } from '@/app/seo';\nexport const x = [P, S];\n",
      ),
    ).toEqual([expect.stringMatching(/components may not import app/)]);
    expect(
      await layerErrors(
        'features/help/x.ts',
        "import P from '@/pages/public/HomePage';\nexport const x = P;\n",
      ),
    ).toHaveLength(1);
  });

  it('allows a feature its own modules, lower layers and packages; app and pages anything below', async () => {
    expect(
      await layerErrors(
        'features/wallet/components/X.tsx',
        [
          "import { useQuery } from '@tanstack/react-query';",
          "import { D } from '@mizani/shared';",
          "import { a } from '../lib/a';",
          "import { b } from '@/features/wallet/lib/b';",
          "import { c } from '@/lib/api';",
          "import { d } from '@/components/ui/button';",
          "import { e } from '@/content/site';",
          'export const x = [useQuery, D, a, b, c, d, e];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'app/router.tsx',
        "export const p = () => import('@/pages/public/HomePage');\nexport const f = () => import('@/features/site-search/components/SiteSearchDialog');\n",
      ),
    ).toEqual([]);
  });
});
