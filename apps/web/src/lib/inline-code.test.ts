import { describe, expect, it } from 'vitest';
import { inlineCodeParts } from './inline-code';

describe('inlineCodeParts', () => {
  it('splits Markdown inline code from the prose around it', () => {
    expect(inlineCodeParts('Scope: `rates:read` or `orders:write`.')).toEqual([
      { text: 'Scope: ', code: false },
      { text: 'rates:read', code: true },
      { text: ' or ', code: false },
      { text: 'orders:write', code: true },
      { text: '.', code: false },
    ]);
  });

  it('leaves text without code, and an unpaired backtick, as text', () => {
    expect(inlineCodeParts('Plain words')).toEqual([{ text: 'Plain words', code: false }]);
    expect(inlineCodeParts('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
  });
});
