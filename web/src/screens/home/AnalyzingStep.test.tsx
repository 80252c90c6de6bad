import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyzingStep from './AnalyzingStep.tsx';

describe('AnalyzingStep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const row = (label: string | RegExp) => screen.getByText(label).closest('li')!;

  it('says the photo is being prepared, and only then that it was sent, without a promised time', () => {
    const view = render(<AnalyzingStep image="data:image/jpeg;base64,AAAA" phase="preparing" typedName={null} />);
    expect(screen.getByRole('heading', { name: 'AI Analysis in Progress' })).toBeTruthy();
    expect(within(row('Preparing your photo')).getByText('Processing...')).toBeTruthy();
    expect(within(row(/^Identifying product and materials/)).queryByText(/Processing|Complete/)).toBeNull();
    expect(screen.queryByText(/~15 seconds|Advanced vision AI|Estimated time/)).toBeNull();
    // No made-up percentage: the bar has no value.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();

    view.rerender(<AnalyzingStep image="data:image/jpeg;base64,AAAA" phase="estimating" typedName={null} />);
    expect(within(row('Photo prepared and sent')).getByText('Complete')).toBeTruthy();
    expect(within(row(/^Identifying product and materials/)).getByText('Processing...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Working for 3 s')).toBeTruthy();
    // However long it takes, nothing claims to be done before the answer comes.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(row(/^Identifying product and materials/)).getByText('Processing...')).toBeTruthy();
  });

  it('after a typed name, says it estimates that name instead of identifying the photo', () => {
    render(<AnalyzingStep image={null} phase="estimating" typedName="Ceramic coffee mug" />);
    expect(
      screen.getByText('Estimating from the name you typed, “Ceramic coffee mug”, and its usual materials.'),
    ).toBeTruthy();
    expect(within(row('Calculating cost breakdown for “Ceramic coffee mug”')).getByText('Processing...')).toBeTruthy();
    expect(screen.queryByText(/Identifying/)).toBeNull();
  });

  it('stops its timer when it closes', () => {
    const { unmount } = render(<AnalyzingStep image={null} phase="preparing" typedName={null} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
