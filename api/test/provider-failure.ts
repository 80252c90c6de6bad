import { expect } from 'vitest';
import { ProviderError } from '../src/providers/errors.ts';

/** The ProviderError a provider call rejects with; fails the test when it resolves or throws anything else. */
export async function providerFailure(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}
