import { createElement, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const inSuspense = (child: ReturnType<typeof createElement>) =>
  createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, child);

describe('preloadable screens', () => {
  it('renders a loaded screen in the first commit, without its loading state', async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads++;
      return { default: Greeting };
    });
    await Screen.load();
    render(inSuspense(createElement(Screen, { name: 'Ada' })));
    // Synchronously after render: no fallback was ever committed.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends as any lazy screen when not loaded yet, and loads once', async () => {
    let loads = 0;
    const Screen = preloadable(async () => {
      loads++;
      return { default: Greeting };
    });
    render(inSuspense(createElement(Screen, { name: 'Grace' })));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => Screen.load());
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const Screen = preloadable(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(Screen.load()).rejects.toThrow('offline');
    await expect(Screen.load()).resolves.toMatchObject({ default: Greeting });
    expect(attempts).toBe(2);
  });
});
