import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LandedCostLink from './LandedCostLink.tsx';

describe('the "Landed cost" link of a supplier listing', () => {
  it('opens the calculator with the price and minimum order the listing shows', () => {
    render(
      <LandedCostLink
        listing={{ title: 'Electric kettle 1.7 L', snippet: 'US $3.80-4.60 / Piece, 500 Pieces (Min. Order)' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Landed cost of Electric kettle 1.7 L' });
    const q = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({
      name: 'Electric kettle 1.7 L',
      price: '3.8',
      priceHigh: '4.6',
      currency: 'USD',
      qty: '500',
      moq: '500',
      from: 'listing',
    });
  });

  it('is not shown on a listing without a price in a named currency', () => {
    const { container } = render(
      <LandedCostLink listing={{ title: 'Electric kettle', snippet: 'From $5, fast shipping' }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
