import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { containsEach } from '../support/ui.ts';
import { faqCategories } from '../../apps/web/src/content/faq.ts';
import en from '../../apps/web/src/lib/i18n/catalogues/en.json';

// The help centre's answers are visible to search engines: the first HTML response of
// /support/help (no JavaScript) carries every answer, closed ones hidden, and FAQPage JSON-LD in
// its head that matches them. The page's own journey (search, accordion) is in pages.test.ts.

const app = useApp({ browser: false });
let html: string;
let res: Response;
beforeAll(async () => {
  res = await fetch(`${app.url}/support/help`);
  html = await res.text();
});

const ITEMS = faqCategories((id) => en[id]).flatMap((c) => c.items);

/** Text as a parser reads it (React escapes & < > " ' in text and attributes). */
function decode(s: string) {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function parts() {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const root = /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return { head, root };
}

describe('/support/help, first HTML response', () => {
  it('is a 200 HTML page', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('contains every question and every answer in the page body, each answer in its own hidden panel', () => {
    const { root } = parts();
    const text = decode(root);
    expect(ITEMS.length).toBeGreaterThan(10);
    for (const item of ITEMS) {
      expect(text, item.question).toContain(item.question);
      expect(text, item.answer).toContain(item.answer);
    }
    // Closed by default: every answer region is in the DOM with the hidden attribute, and its
    // question button says collapsed and points at it.
    const panels = [...root.matchAll(/<div id="([^"]+)" role="region"[^>]*>/g)];
    expect(panels).toHaveLength(ITEMS.length);
    for (const [tag, id] of panels) {
      // hidden="" or bare hidden, as the runtime writes a boolean attribute (decision 028).
      expect(tag).toMatch(/\shidden(="")?[\s>]/);
      expect(root).toMatch(new RegExp(`aria-expanded="false" aria-controls="${id}"`));
    }
    // The spec's facts are in the HTML itself, not only in script.
    containsEach(text, [
      '24-48 hours',
      '5 business days',
      '100 USD equivalent',
      '1-3 business days',
    ]);
  });

  it('has FAQPage JSON-LD in the head with every question and its accepted answer', () => {
    const { head, root } = parts();
    const blocks = [
      ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? '');
    expect(blocks).toHaveLength(1);
    const raw = blocks[0]!;
    // Escaped for HTML: no "<" at all, so nothing can end the element early.
    expect(raw).not.toContain('<');
    const data = JSON.parse(raw) as {
      '@context': string;
      '@type': string;
      mainEntity: {
        '@type': string;
        name: string;
        acceptedAnswer: { '@type': string; text: string };
      }[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual(
      ITEMS.map((i) => ({
        '@type': 'Question',
        name: i.question,
        acceptedAnswer: { '@type': 'Answer', text: i.answer },
      })),
    );
    // Structured data must match what the page shows.
    const text = decode(root);
    for (const q of data.mainEntity) expect(text).toContain(q.acceptedAnswer.text);
    // Only the help centre carries it.
    expect(root).not.toContain('application/ld+json');
  });

  it('runs no inline script under the CSP: every script has a src or is a JSON-LD data block', () => {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attrs of scripts)
      expect(/\ssrc="/.test(attrs) || attrs.includes('type="application/ld+json"'), attrs).toBe(
        true,
      );
  });

  it('inlines its stylesheet, allowed by the CSP by hash, with no unsafe-inline (decision 026)', () => {
    const csp = res.headers.get('content-security-policy') ?? '';
    const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(styleSrc).not.toContain("'unsafe-inline'");
    const styles = [...parts().head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    expect(styleSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(parts().head).not.toContain('rel="stylesheet"');
  });

  it('other pages carry no FAQ structured data', async () => {
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).not.toContain('application/ld+json');
  });
});
