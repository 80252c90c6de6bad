/** Rules a watch may be given: each one must be able to fire. */
import type { WatchRules } from '@costlens/contracts';
import { badRequest } from '../../http/errors.ts';

/** No shop asks less than a cent: a target price below it can never be reached. */
export const LEAST_TARGET_PRICE = 0.01;

/** Refuses a rule that could never alert, naming it (400). */
export function refuseRulesThatCannotFire(rules: WatchRules | undefined): void {
  if (rules?.targetPrice != null && rules.targetPrice < LEAST_TARGET_PRICE) {
    throw badRequest(
      `rules.targetPrice: must be at least ${LEAST_TARGET_PRICE}; no price is ever lower`,
      'rules.targetPrice',
    );
  }
}
