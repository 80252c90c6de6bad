// The alert rules of a price watch and how each re-arms, as pure functions of the prices seen. A price that
// bounces around a threshold alerts once: every rule, after alerting, needs the price to move away by a
// margin (or to settle) before it can alert again. Prices compare in cents, so 19.99 and 19.990000001
// are one price, and only within one currency: a rule never compares a CAD price with a USD one.
import type { RuleKind, RuleState, RuleStates, WatchRules } from '@costlens/contracts';
import { formatPrice } from '../money.ts';

/** How far past a threshold the price must go back before a rule that alerted re-arms: 2 % of the
 *  threshold, and at least one cent. */
export const REARM_MARGIN_FRACTION = 0.02;
/** The window of the lowest-price rule. */
export const LOW_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One price as seen, with when. */
export interface PricePoint {
  price: number;
  currency: string;
  at: number;
}

/** What the rules see at one check: the new price and what came before it. */
export interface RuleInput {
  price: number;
  currency: string;
  at: number;
  /** The price seen at the check before, in any currency; null at the first. */
  previous: PricePoint | null;
  /** The lowest price in this currency seen in the 30 days before `at` (this price excluded), or null
   *  when none was seen. */
  windowLow: number | null;
  /** When the first price in this currency was seen (this one included): how far back "lowest" reaches. */
  firstSeenAt: number;
}

/** A rule that matched: what it says, in its own figures. */
export interface RuleAlert {
  rule: RuleKind;
  price: number;
  currency: string;
  /** The price the rule measured from: the target, the high the price fell from, the price it changed
   *  from, or the previous low. */
  from: number;
  /** Words for the notification and the alerts list. */
  message: string;
}

export interface RuleOutcome {
  states: RuleStates;
  alerts: RuleAlert[];
}

const cents = (value: number) => Math.round(value * 100);
const same = (a: number, b: number) => cents(a) === cents(b);
const atMost = (a: number, b: number) => cents(a) <= cents(b);
const below = (a: number, b: number) => cents(a) < cents(b);
/** The re-arm margin around `value`, in currency units. */
export const rearmMargin = (value: number) => Math.max(cents(value * REARM_MARGIN_FRACTION), 1) / 100;

/** The rules a watch has switched on, in a fixed order. */
export function activeRules(rules: WatchRules): RuleKind[] {
  const kinds: RuleKind[] = [];
  if (rules.targetPrice !== null) kinds.push('target');
  if (rules.dropPercent !== null) kinds.push('drop');
  if (rules.anyChange) kinds.push('change');
  if (rules.lowest30Days) kinds.push('low30');
  return kinds;
}

/** Where a new rule starts: armed, measuring from nothing yet. */
export const initialRuleState = (): RuleState => ({ armed: true, reference: null, currency: null });

/**
 * Evaluates every active rule on one new price. A rule whose state is in another currency starts
 * again in this one (nothing to compare with); rules not active are dropped from the states.
 */
export function evaluateRules(rules: WatchRules, states: RuleStates, input: RuleInput): RuleOutcome {
  const next: RuleStates = {};
  const alerts: RuleAlert[] = [];
  for (const kind of activeRules(rules)) {
    const kept = states[kind];
    const state = kept && kept.currency === input.currency ? kept : { ...initialRuleState(), currency: input.currency };
    const { state: after, alert } = STEP[kind](state, input, rules);
    next[kind] = after;
    if (alert) alerts.push(alert);
  }
  return { states: next, alerts };
}

type Step = (state: RuleState, input: RuleInput, rules: WatchRules) => { state: RuleState; alert?: RuleAlert };

const STEP: Record<RuleKind, Step> = {
  /**
   * Target: alerts when the price is at or below the target (the first price too). Then it waits until
   * the price has gone back above the target by the margin (target × 1.02, at least a cent more) before
   * a price at or below the target alerts again.
   */
  target(state, input, rules) {
    const target = rules.targetPrice!;
    if (state.armed) {
      if (!atMost(input.price, target)) return { state };
      return {
        state: { ...state, armed: false, reference: input.price },
        alert: alert('target', input, target, `${money(input)} is at or below your target of ${money(input, target)}.`),
      };
    }
    const rearmed = !below(input.price, target + rearmMargin(target));
    return { state: rearmed ? { ...state, armed: true } : state };
  },

  /**
   * Drop: alerts when the price is `dropPercent` below the highest price seen since the last alert (or
   * since the watch began). The alerted price becomes the new high, so after an alert it fires again only
   * when the price falls that far again: further down, or after rising to a new high and falling from it.
   * A price wobbling near the threshold moves far less than the drop itself and stays quiet.
   */
  drop(state, input, rules) {
    const pct = rules.dropPercent!;
    if (state.reference === null) return { state: { ...state, armed: true, reference: input.price } };
    const high = state.reference;
    if (atMost(input.price, high * (1 - pct / 100))) {
      const fell = Math.round(((high - input.price) / high) * 100);
      return {
        state: { ...state, reference: input.price },
        alert: alert('drop', input, high, `Down ${fell}% to ${money(input)} from ${money(input, high)}.`),
      };
    }
    return { state: { ...state, reference: Math.max(high, input.price) } };
  },

  /**
   * Any change: alerts when the price differs from the last alerted price (at first, the first price).
   * After an alert it is quiet until the price holds: two checks in a row at the same price re-arm it,
   * and if that settled price differs from the one last alerted, it alerts then. A price flapping
   * between two figures alerts once, and once more when it settles somewhere other than it said.
   */
  change(state, input) {
    if (state.reference === null) return { state: { ...state, armed: true, reference: input.price } };
    let armed = state.armed;
    if (!armed) {
      const held =
        input.previous !== null &&
        input.previous.currency === input.currency &&
        same(input.previous.price, input.price);
      if (!held) return { state };
      armed = true;
    }
    if (same(input.price, state.reference)) return { state: { ...state, armed } };
    const up = input.price > state.reference;
    return {
      state: { ...state, armed: false, reference: input.price },
      alert: alert(
        'change',
        input,
        state.reference,
        `${up ? 'Up' : 'Down'} from ${money(input, state.reference)} to ${money(input)}.`,
      ),
    };
  },

  /**
   * Lowest in 30 days: alerts when the price is below every price seen in the 30 days before it (never on
   * the first price: nothing was seen before it). Then it is quiet while the price stays within the margin
   * of that low; it re-arms once the price rises above the low by the margin, and a new low below the last
   * alerted one by the margin alerts at once. Until 30 days have been watched it says how far back it knows.
   */
  low30(state, input) {
    const low = input.windowLow;
    if (state.armed) {
      if (low === null || !below(input.price, low)) return { state };
      return {
        state: { ...state, armed: false, reference: input.price },
        alert: alert('low30', input, low, lowMessage(input, low)),
      };
    }
    const alerted = state.reference!;
    if (!below(input.price, alerted + rearmMargin(alerted))) return { state: { ...state, armed: true } };
    if (low !== null && below(input.price, low) && atMost(input.price, alerted - rearmMargin(alerted))) {
      return {
        state: { ...state, reference: input.price },
        alert: alert('low30', input, low, lowMessage(input, low)),
      };
    }
    return { state };
  },
};

function alert(rule: RuleKind, input: RuleInput, from: number, message: string): RuleAlert {
  return { rule, price: input.price, currency: input.currency, from, message };
}

function money(input: { price: number; currency: string }, value = input.price): string {
  return formatPrice(value, input.currency);
}

function lowMessage(input: RuleInput, low: number): string {
  const watchedDays = Math.floor((input.at - input.firstSeenAt) / DAY_MS);
  const span =
    watchedDays >= LOW_WINDOW_DAYS
      ? `in ${LOW_WINDOW_DAYS} days`
      : `since watching began ${watchedDays === 0 ? 'today' : watchedDays === 1 ? '1 day ago' : `${watchedDays} days ago`}`;
  return `${money(input)} is the lowest price ${span} (previous low ${money(input, low)}).`;
}

/**
 * The rule states after a watch's rules change: a rule switched off loses its state, one switched on
 * starts armed, and a target or drop whose figure changed starts again; the others keep where they stand.
 */
export function statesForRules(rules: WatchRules, before: WatchRules | null, states: RuleStates): RuleStates {
  const changed: Partial<Record<RuleKind, boolean>> = {
    target: before?.targetPrice !== rules.targetPrice,
    drop: before?.dropPercent !== rules.dropPercent,
  };
  const out: RuleStates = {};
  for (const kind of activeRules(rules)) out[kind] = (!changed[kind] && states[kind]) || initialRuleState();
  return out;
}

/** The latest price against the one before it, when both are in one currency. */
export function priceChange(
  latest: { price: number; currency: string } | null,
  before: { price: number; currency: string } | null,
): { amount: number; percent: number | null } | null {
  if (!latest || !before || latest.currency !== before.currency) return null;
  const amount = (cents(latest.price) - cents(before.price)) / 100;
  const percent = before.price > 0 ? Math.round((amount / before.price) * 1000) / 10 : null;
  return { amount, percent };
}
