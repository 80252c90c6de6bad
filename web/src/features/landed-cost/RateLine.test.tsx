import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RateLine, { rateWords } from './RateLine.tsx';
import { testRate } from './test-data.ts';

describe('the rate line', () => {
  it('names the Bank of Canada and the date of a daily rate', () => {
    expect(rateWords(testRate('USD', 1.3693))).toBe('1 USD = CAD 1.3693: Bank of Canada, 2025-12-30');
  });

  it('says when the daily rate could not be reached and the annual average stands in', () => {
    render(<RateLine rate={testRate('EUR', 1.4818, 'annual')} />);
    expect(
      screen.getByText('1 EUR = CAD 1.4818: Bank of Canada annual average 2024, the daily rate could not be reached'),
    ).toBeTruthy();
  });
});
