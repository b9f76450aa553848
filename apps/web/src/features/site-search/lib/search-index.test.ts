import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCataloguesWith, loadLocale } from '../../../lib/i18n/i18n.ts';
import fr from '../words/fr.ts';
import sw from '../words/sw.ts';
import { addPageWords, headingsOf, htmlText } from './page-words.ts';
import { localizedIndex, type PageWords } from './search-index.ts';
import { SITE_SEARCH_INDEX, foldText, searchSite } from './site-search.ts';

// The site search in French and Swahili (docs/languages.md "Wave 6 search").

beforeAll(async () => {
  compileCataloguesWith(compileMessage);
  await Promise.all([loadLocale('en'), loadLocale('fr'), loadLocale('sw')]);
});

// What the pre-render writes for the help centre and one article, in French.
const FR_PAGES: PageWords = {};
addPageWords(
  FR_PAGES,
  '/support/help',
  'Réponses sur l’ouverture de compte, les opérations et la sécurité.',
  '<h1 class="x">Centre d’aide</h1><h3 class="flex"><button>Comment ouvrir un compte&nbsp;?</button></h3>',
);
addPageWords(
  FR_PAGES,
  '/support/docs/rate-alerts',
  'Recevez un e-mail quand un taux franchit votre seuil.',
  '<h1>Alertes de taux</h1><h2 id="a">Créer une alerte</h2>',
);

const frIndex = () => localizedIndex('fr', fr, FR_PAGES);
const swIndex = () => localizedIndex('sw', sw, {});

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Équipe Société ÇA')).toBe('equipe societe ca');
    expect(foldText('Nairobi')).toBe('nairobi');
  });
});

describe('keywords', () => {
  it('find an entry, after every entry found by its title or description', () => {
    const index = [
      {
        title: 'About',
        description: 'Us',
        path: '/a',
        type: 'page' as const,
        keywords: ['Équipe'],
      },
      { title: 'Équipe', description: 'Team', path: '/b', type: 'page' as const },
      { title: 'Other', description: 'Nothing', path: '/c', type: 'page' as const },
    ];
    expect(searchSite('equipe', index).map((e) => e.path)).toEqual(['/b', '/a']);
    expect(searchSite('admin', [{ ...index[0]!, keywords: ['admin'] }])).toEqual([]);
  });
});

describe('page words from pre-rendered HTML', () => {
  it('takes the h1-h3 texts, without tags, entities decoded, each once', () => {
    expect(
      headingsOf(
        '<h1>A &amp; B</h1><h2><svg></svg> Deux&#x27;s</h2><h4>no</h4><h2>Deux&#x27;s</h2><h3> </h3>',
      ),
    ).toEqual(['A & B', "Deux's"]);
    expect(htmlText('<p>x&nbsp;<b>y</b></p>')).toBe('x y');
    // Only the main content's: the footer's headings are on every page.
    expect(headingsOf('<main><h1>Page</h1></main><footer><h2>Services</h2></footer>')).toEqual([
      'Page',
    ]);
  });
});

describe('the index in French and Swahili', () => {
  it('has the English entries, paths and order, in the language', () => {
    for (const index of [frIndex(), swIndex()]) {
      expect(index.map((e) => [e.path, e.type])).toEqual(
        SITE_SEARCH_INDEX.map((e) => [e.path, e.type]),
      );
      for (const e of index) {
        expect(e.title, e.path).not.toBe('');
        expect(e.description, e.path).not.toBe('');
      }
    }
    expect(frIndex().find((e) => e.path === '/team')?.title).toBe('Équipe');
    expect(swIndex().find((e) => e.path === '/careers')?.title).toBe('Ajira');
  });

  it('finds a French page without its accents ("equipe" finds "Équipe")', () => {
    const results = searchSite('equipe', frIndex());
    expect(results[0]).toMatchObject({ title: 'Équipe', path: '/team' });
    expect(searchSite('ÉQUIPE', frIndex())[0]?.path).toBe('/team');
  });

  it('finds a page by a heading, and uses its pre-rendered description', () => {
    const [help] = searchSite('ouvrir un compte', frIndex());
    expect(help).toMatchObject({ path: '/support/help', title: 'Centre d’aide' });
    expect(help?.description).toBe(FR_PAGES['/support/help']!.description);
    expect(searchSite('creer une alerte', frIndex())[0]?.path).toBe('/support/docs/rate-alerts');
  });

  it('finds Swahili pages and currencies by their Swahili names', () => {
    expect(searchSite('ajira', swIndex())[0]?.path).toBe('/careers');
    const kes = searchSite('shilingi ya kenya', swIndex())[0];
    expect(kes).toMatchObject({ type: 'currency', path: '/rates' });
    expect(kes?.title).toBe('KES - Shilingi ya Kenya');
  });

  it('keeps the rules: blocked words, nothing for nothing, at most 6', () => {
    expect(searchSite('administration', frIndex())).toEqual([]);
    expect(searchSite('qwertyuiop', swIndex())).toEqual([]);
    expect(searchSite('a', frIndex())).toHaveLength(6);
  });

  it('leaves the English index as it was (English words only)', () => {
    expect(searchSite('equipe')).toEqual([]);
    expect(searchSite('team')[0]?.title).toBe('Our Team');
  });
});
