import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { toast, useToastStore } from '../lib/toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('More')).toBeTruthy();
  });

  it('drops a passing notice while another toast is on screen, and shows it on an empty one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Analysis Complete' });
      toast({ title: 'Ready to work offline', unlessBusy: true });
    });
    expect(screen.getByText('Analysis Complete')).toBeTruthy();
    expect(screen.queryByText('Ready to work offline')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    act(() => {
      toast({ title: 'Ready to work offline', unlessBusy: true });
    });
    expect(screen.getByText('Ready to work offline')).toBeTruthy();
  });

  it('disappears after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved to History' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Saved to History')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved to History')).toBeNull();
  });

  it('is dismissed by a swipe right past 50 px, but not by a shorter one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByText('Swipe me').closest('li')!;
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('F8 moves focus to the notifications viewport', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
  });
});
