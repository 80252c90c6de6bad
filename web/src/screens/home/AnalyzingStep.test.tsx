import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyzingStep from './AnalyzingStep.tsx';
import { activeStepAt, progressPercent, stepState } from './analysis-progress.ts';

describe('analysis progress timing (2 s and 5 s, bar (active + 1) / 3)', () => {
  it.each([
    [0, 1, 67],
    [1999, 1, 67],
    [2000, 2, 100],
    [4999, 2, 100],
    [5000, 3, 100],
    [60_000, 3, 100],
  ])('at %i ms the active step is %i and the bar shows %i %%', (ms, active, percent) => {
    expect(activeStepAt(ms)).toBe(active);
    expect(progressPercent(activeStepAt(ms))).toBe(percent);
  });

  it.each([
    [0, 1, 'complete'],
    [1, 1, 'active'],
    [2, 1, 'pending'],
    [2, 3, 'complete'],
  ])('step %i with step %i active is %s', (index, active, state) => {
    expect(stepState(index, active)).toBe(state);
  });
});

describe('AnalyzingStep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const row = (label: string) => screen.getByText(label).closest('li')!;

  it('shows the spec texts and advances with the timers', () => {
    render(<AnalyzingStep image="data:image/jpeg;base64,AAAA" />);
    expect(screen.getByRole('heading', { name: 'AI Analysis in Progress' })).toBeTruthy();
    expect(screen.getByText('Advanced vision AI is examining your product')).toBeTruthy();
    expect(screen.getByText('Analyzing...')).toBeTruthy();
    expect(screen.getByText('AI is studying your product...')).toBeTruthy();
    expect(screen.getByText('Estimated time: ~15 seconds')).toBeTruthy();

    expect(within(row('Image uploaded successfully')).getByText('Complete')).toBeTruthy();
    expect(within(row('Identifying product and materials')).getByText('Processing...')).toBeTruthy();
    expect(within(row('Calculating cost breakdown')).queryByText(/Processing|Complete/)).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByText('67%')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(within(row('Identifying product and materials')).getByText('Complete')).toBeTruthy();
    expect(within(row('Calculating cost breakdown')).getByText('Processing...')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(row('Calculating cost breakdown')).getByText('Complete')).toBeTruthy();
    expect(screen.queryByText('Processing...')).toBeNull();
  });

  it('stops its timers when it closes', () => {
    const { unmount } = render(<AnalyzingStep image={null} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
