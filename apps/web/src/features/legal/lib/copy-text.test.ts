import { describe, expect, it } from 'vitest';
import { msbBookmarkletSource } from './copy-text.ts';

describe('msbBookmarkletSource', () => {
  it('is a javascript: URL carrying the number as a quoted literal', () => {
    const src = msbBookmarkletSource('31000123456789');
    expect(src.startsWith('javascript:')).toBe(true);
    expect(src).toContain('const n="31000123456789";');
  });

  it('fills the registration field when run against a page', () => {
    const inputs = [
      {
        id: 'name',
        name: 'q',
        placeholder: '',
        labels: [],
        getAttribute: () => null,
        value: '',
        focus() {},
        dispatchEvent() {},
      },
      {
        id: 'txtRegistrationNumber',
        name: 'reg',
        placeholder: '',
        labels: [],
        getAttribute: () => null,
        value: '',
        focus() {},
        dispatchEvent() {},
      },
    ];
    const doc = { querySelectorAll: () => inputs, getElementById: () => null };
    class FakeEvent {
      constructor(public type: string) {}
    }
    const body = msbBookmarkletSource('31000123456789').slice('javascript:'.length);
    new Function('document', 'alert', 'Event', body)(doc, () => {}, FakeEvent);
    expect(inputs[1]!.value).toBe('31000123456789');
    expect(inputs[0]!.value).toBe('');
  });

  it('prefers the known field id', () => {
    const field = { value: '', focus() {}, dispatchEvent() {} };
    const doc = {
      querySelectorAll: () => [],
      getElementById: (id: string) => (id === 'txtReg' ? field : null),
    };
    const body = msbBookmarkletSource('310001', 'txtReg').slice('javascript:'.length);
    new Function('document', 'alert', 'Event', body)(doc, () => {}, class {});
    expect(field.value).toBe('310001');
  });
});
