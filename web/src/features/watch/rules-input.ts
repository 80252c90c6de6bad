/**
 * The watch's two typed figures read as people in Canada type them ("12,50" in French is 12.50), with what is
 * wrong in words for the field. Nothing is saved from a figure that could not be read: a blank field clears
 * its rule, anything else must be a number the rule can use.
 */
import { readTypedNumber } from '@costlens/domain';

export interface TypedRules {
  target: string;
  drop: string;
}

export type RuleErrors = Partial<Record<keyof TypedRules, string>>;

export function readRules(
  typed: TypedRules,
): { ok: true; targetPrice: number | null; dropPercent: number | null } | { ok: false; errors: RuleErrors } {
  const errors: RuleErrors = {};
  const target = readTypedNumber(typed.target);
  const drop = readTypedNumber(typed.drop);
  if (!target.ok) errors.target = target.error;
  else if (target.value !== null && !(target.value >= 0.01 && target.value <= 1_000_000_000))
    errors.target = 'The alert price must be a number from 0.01 up.';
  if (!drop.ok) errors.drop = drop.error;
  else if (drop.value !== null && !(drop.value >= 1 && drop.value <= 90))
    errors.drop = 'The drop must be a percentage from 1 to 90.';
  if (!target.ok || !drop.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, targetPrice: target.value, dropPercent: drop.value };
}
