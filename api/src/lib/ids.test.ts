import { describe, expect, it } from 'vitest';
import { ID_PATTERN, randomId } from './ids.ts';

describe('random ids', () => {
  it('are 22 base64url characters (128 bits), each different, across many refills of the pool', () => {
    const ids = Array.from({ length: 5000 }, () => randomId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(ID_PATTERN.test(id)).toBe(true);
    }
  });
});
