import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client.ts';
import { kindChoicesOf } from './error-messages.ts';

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('kindChoicesOf', () => {
  it("reads the server's closest kinds from an unknown-kind answer, dropping anything that is not one", () => {
    const err = answer(422, {
      error: 'CostLens doesn’t know “blorb can”.',
      code: 'unknown_kind',
      choices: [{ id: 'trash-can', label: 'Trash can' }, { id: 7 }],
    });
    expect(kindChoicesOf(err)).toEqual([{ id: 'trash-can', label: 'Trash can' }]);
  });

  it('answers no choices (not nothing to ask) when the server found none close', () => {
    expect(kindChoicesOf(answer(422, { error: 'No kind.', code: 'unknown_kind' }))).toEqual([]);
  });

  it('is null for any other failure: a refused photo, a fault, no answer at all', () => {
    expect(kindChoicesOf(answer(422, { error: 'A person.', code: 'not_recognised' }))).toBeNull();
    expect(kindChoicesOf(answer(500, { error: 'Oops.', code: 'internal' }))).toBeNull();
    expect(kindChoicesOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
