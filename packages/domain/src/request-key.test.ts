import { describe, expect, it } from 'vitest';
import { normalisedRequestJson } from './request-key.ts';

describe('normalisedRequestJson', () => {
  it('gives requests the server answers alike one text', () => {
    const a = { query: '  Burton   Impact Shorts ', product: { name: 'Shorts', brand: null, upc: '' }, country: 'CA' };
    const b = { country: 'ca', product: { name: 'shorts' }, query: 'burton impact shorts' };
    expect(normalisedRequestJson(a)).toBe(normalisedRequestJson(b));
    expect(normalisedRequestJson(a)).toBe(
      '{"country":"ca","product":{"name":"shorts"},"query":"burton impact shorts"}',
    );
  });

  it('keeps what differs: numbers, array order, other values', () => {
    expect(normalisedRequestJson({ adults: 1 })).not.toBe(normalisedRequestJson({ adults: 2 }));
    expect(normalisedRequestJson({ ids: ['a', 'b'] })).not.toBe(normalisedRequestJson({ ids: ['b', 'a'] }));
    expect(normalisedRequestJson({ q: 'mug' })).not.toBe(normalisedRequestJson({ q: 'cup' }));
  });
});
