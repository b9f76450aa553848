import { describe, expect, it } from 'vitest';
import {
  BLOCKED_SEARCH_TERMS,
  DOC_SEARCH_ENTRIES,
  SITE_SEARCH_INDEX,
  isBlockedQuery,
  searchSite,
  type SearchEntry,
} from './site-search.ts';
import { PAGE_IDS } from '../../../config/pages.ts';
import { PAGE_META, pageSearchText } from '../../../config/page-meta.ts';
import { docArticlePath } from '../../../content/docs/catalogue.ts';
import { DOC_ARTICLE_INFO } from '../../../content/docs/meta.ts';

// Every pre-rendered page of the registry (the documentation articles are checked below).
const PUBLIC_PATHS = PAGE_META.filter((m) => m.kind === 'page').map((m) => m.path);

describe('searchSite', () => {
  it('shows nothing for an empty or blank query', () => {
    expect(searchSite('')).toEqual([]);
    expect(searchSite('   ')).toEqual([]);
  });

  it.each(BLOCKED_SEARCH_TERMS)(
    'returns nothing for a query containing "%s", in any case',
    (term) => {
      expect(searchSite(term)).toEqual([]);
      expect(searchSite(`my ${term.toUpperCase()} page`)).toEqual([]);
    },
  );

  it('blocks words inside longer queries (e.g. "sysadmin", "configure")', () => {
    expect(isBlockedQuery('sysadmin')).toBe(true);
    expect(isBlockedQuery('configure')).toBe(true);
    expect(searchSite('rate management')).toEqual([]);
    expect(isBlockedQuery('rates')).toBe(false);
  });

  it('matches a case-insensitive substring of the title', () => {
    const results = searchSite('cAREers');
    expect(results.map((r) => r.path)).toContain('/careers');
  });

  it('matches a substring of the description only', () => {
    const index: SearchEntry[] = [
      { title: 'Alpha', description: 'Contains the word Zebra', path: '/a', type: 'page' },
    ];
    expect(searchSite('zebr', index)).toEqual(index);
    expect(searchSite('nothing', index)).toEqual([]);
  });

  it('returns at most 6 results, in index order', () => {
    const index: SearchEntry[] = Array.from({ length: 10 }, (_, i) => ({
      title: `Page ${i}`,
      description: 'x',
      path: `/${i}`,
      type: 'page',
    }));
    const results = searchSite('page', index);
    expect(results).toHaveLength(6);
    expect(results.map((r) => r.path)).toEqual(['/0', '/1', '/2', '/3', '/4', '/5']);
    // The real index also caps: "e" matches almost everything.
    expect(searchSite('e')).toHaveLength(6);
  });

  it('finds currencies by code and by name', () => {
    expect(searchSite('KES')[0]).toMatchObject({ type: 'currency', path: '/rates' });
    expect(searchSite('cedi').some((r) => r.title.startsWith('GHS'))).toBe(true);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSite('qwertyuiop')).toEqual([]);
  });
});

describe('SITE_SEARCH_INDEX', () => {
  it('covers every public page', () => {
    expect(PUBLIC_PATHS).toHaveLength(22);
    const paths = new Set(SITE_SEARCH_INDEX.map((e) => e.path));
    for (const p of PUBLIC_PATHS) expect(paths, p).toContain(p);
  });

  it('has the three entry types with title, description and path', () => {
    expect(new Set(SITE_SEARCH_INDEX.map((e) => e.type))).toEqual(
      new Set(['page', 'feature', 'currency']),
    );
    for (const e of SITE_SEARCH_INDEX) {
      expect(e.title.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(0);
      expect(e.path.startsWith('/')).toBe(true);
    }
  });

  it('lists once each page of the registry that has site-search wording', () => {
    for (const id of PAGE_IDS) {
      const text = pageSearchText(id);
      const found = SITE_SEARCH_INDEX.filter((e) => text && e.title === text.title);
      expect(found.length, id).toBe(text ? 1 : 0);
    }
  });

  it('never lists an admin-only page', () => {
    for (const e of SITE_SEARCH_INDEX) {
      expect(e.path).not.toMatch(/^\/admin|tab=admin/);
      expect(`${e.title} ${e.description}`.toLowerCase()).not.toMatch(/admin/);
    }
  });
});

describe('documentation articles in the site search', () => {
  it('lists each article once, under /support/docs/', () => {
    expect(DOC_SEARCH_ENTRIES.length).toBeGreaterThanOrEqual(8);
    const paths = DOC_SEARCH_ENTRIES.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of DOC_SEARCH_ENTRIES) {
      expect(e.path).toMatch(/^\/support\/docs\/[a-z0-9-]+$/);
      expect(SITE_SEARCH_INDEX).toContainEqual(e);
    }
  });

  it('finds the articles by their words', () => {
    expect(searchSite('worked example').map((r) => r.path)).toEqual([
      '/support/docs/fees-and-a-worked-example',
    ]);
    expect(searchSite('two-factor').map((r) => r.path)).toEqual([
      '/support/docs/getting-started',
      '/support/docs/keeping-your-account-safe',
    ]);
    expect(searchSite('Identity Verification')[0]?.path).toBe(
      '/support/docs/identity-verification',
    );
    expect(searchSite('beneficiary').map((r) => r.path)).toContain(
      '/support/docs/funding-and-withdrawals',
    );
  });

  it('never push a page, feature or currency out of the first results', () => {
    const withoutDocs = SITE_SEARCH_INDEX.filter((e) => !DOC_SEARCH_ENTRIES.includes(e));
    for (const q of ['rate', 'account', 'wallet', 'kes', 'e', 'support', 'fee']) {
      const before = searchSite(q, withoutDocs);
      expect(searchSite(q).slice(0, before.length), q).toEqual(before);
    }
  });

  it('are each in the site search with the same title, description and path', () => {
    expect(
      DOC_SEARCH_ENTRIES.map((e) => ({ title: e.title, d: e.description, path: e.path })),
    ).toEqual(
      DOC_ARTICLE_INFO.map((a) => ({
        title: a.title,
        d: a.description,
        path: docArticlePath(a.slug),
      })),
    );
  });
});
