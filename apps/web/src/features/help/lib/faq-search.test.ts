import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../../../content/faq.ts';
import { filterFaq } from './faq-search.ts';

const CATS: FaqCategory[] = [
  {
    id: 'a',
    title: 'Account Setup',
    items: [{ question: 'How long does verification take?', answer: 'Usually 24-48 hours.' }],
  },
  {
    id: 'b',
    title: 'Security',
    items: [{ question: 'Do you offer 2FA?', answer: 'Yes, by SMS or an Authenticator app.' }],
  },
];

describe('filterFaq', () => {
  it('returns everything for an empty query', () => {
    expect(filterFaq(CATS, '  ').map((c) => c.items.length)).toEqual([1, 1]);
  });
  it('matches the question case-insensitively', () => {
    expect(filterFaq(CATS, 'VERIFICATION').map((c) => c.id)).toEqual(['a']);
  });
  it('matches the answer text', () => {
    expect(filterFaq(CATS, 'authenticator').map((c) => c.id)).toEqual(['b']);
  });
  it('drops every category when nothing matches', () => {
    expect(filterFaq(CATS, 'zzz')).toEqual([]);
  });
});
