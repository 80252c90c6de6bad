import { describe, expect, it } from 'vitest';
import {
  divideCents,
  multiplyExact,
  multiplyToCents,
  percentOf,
  roundUpToStep,
  startedSteps,
  toCents,
} from './decimal.ts';

describe('exact money arithmetic', () => {
  it.each([
    [12.5, 1250],
    [1.005, 101], // 1.005 * 100 is 100.49999999999999 in floats
    [0.015, 2],
    [-0.015, -2],
    [0, 0],
    [1e-7, 0],
    [123456789.99, 12345678999],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [[100, 1.15], 11500], // 100 * 1.15 is 114.99999999999999 in floats
    [[600, 1.3693], 82158],
    [[3, 0.1, 1.3693], 41],
    [[1000, 0.000082], 8], // IDR
    [[2.675, 1], 268], // 267.49999999999997 in floats
  ])('multiplyToCents(%j) = %s', (factors, cents) => {
    expect(multiplyToCents(...factors)).toBe(cents);
  });

  it.each([
    [11500, 4, 460],
    [11960, 5, 598],
    [11960, 9.975, 1193],
    [11960, 13, 1555], // 1554.8
    [4001, 5, 200], // 200.05 cents
    [1, 50, 1], // 0.5 cent rounds up
    [-1, 50, -1],
  ])('percentOf(%s, %s) = %s', (cents, pct, expected) => {
    expect(percentOf(cents, pct)).toBe(expected);
  });

  it.each([
    [1000, 3, 333],
    [1001, 2, 501],
    [-1001, 2, -501],
    [143837, 500, 288],
  ])('divideCents(%s, %s) = %s', (cents, count, expected) => {
    expect(divideCents(cents, count)).toBe(expected);
  });

  it('multiplies measures without float noise and rounds up to carrier steps', () => {
    expect(multiplyExact(3, 0.1)).toBe(0.3);
    expect(multiplyExact(500, 0.0012)).toBe(0.6);
    expect(roundUpToStep(4, 0.5)).toBe(4);
    expect(roundUpToStep(4.01, 0.5)).toBe(4.5);
    expect(roundUpToStep(0.3, 0.1)).toBe(0.3);
    expect(startedSteps(1.3, 1, 0.1)).toBe(3);
    expect(startedSteps(1.31, 1, 0.1)).toBe(4);
    expect(startedSteps(0.9, 1, 0.1)).toBe(0);
  });

  it('refuses what cannot be money', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(() => divideCents(100, 0)).toThrow(RangeError);
    expect(() => percentOf(1.5, 5)).toThrow(RangeError);
  });
});
