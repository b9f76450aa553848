import { describe, expect, it } from 'vitest';
import { faqCategories } from '../../../content/faq.ts';
import en from '../../../lib/i18n/catalogues/en.json';

const FAQ_CATEGORIES = faqCategories((id) => en[id]);
import { faqPageJsonLd, jsonLdScript } from './structured-data.ts';

describe('faqPageJsonLd', () => {
  it('has one Question with its accepted Answer for every FAQ item, in order', () => {
    const data = faqPageJsonLd(FAQ_CATEGORIES);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    const items = FAQ_CATEGORIES.flatMap((c) => c.items);
    expect(items.length).toBeGreaterThan(10);
    expect(data.mainEntity).toEqual(
      items.map((i) => ({
        '@type': 'Question',
        name: i.question,
        acceptedAnswer: { '@type': 'Answer', text: i.answer },
      })),
    );
  });
});

describe('jsonLdScript', () => {
  it('escapes <, > and & so the text cannot end the script element, and parses back unchanged', () => {
    const data = { text: 'a </script><script>alert(1)</script> <!-- & \u2028 b' };
    const html = jsonLdScript(data);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(JSON.parse(body)).toEqual(data);
  });
});
