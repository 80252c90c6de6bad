import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from './InstallButton.tsx';
import { needsManualInstallGuide } from './install-guide.ts';
import { listenForInstallOffer, useInstallState } from './install.ts';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe("'Install app'", () => {
  listenForInstallOffer();
  afterEach(() => useInstallState.setState({ offer: null }));

  it('is hidden until the browser offers installation', () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('appears with the offer, keeps the browser from showing its own, and prompts once when pressed', async () => {
    render(<InstallButton />);
    const event = offer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes away once the app is installed', () => {
    render(<InstallButton />);
    act(() => {
      window.dispatchEvent(offer('dismissed'));
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('installing by hand where the browser offers nothing', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
  const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  it.each([
    ['an iPhone in Safari', { userAgent: iphone, maxTouchPoints: 5 }, false, true],
    ['an iPad (it reports a Mac with a touch screen)', { userAgent: ipad, maxTouchPoints: 5 }, false, true],
    ['a Mac', { userAgent: ipad, maxTouchPoints: 0 }, false, false],
    ['Android (the browser offers it)', { userAgent: android, maxTouchPoints: 5 }, false, false],
    ['an iPhone already running the installed app', { userAgent: iphone, maxTouchPoints: 5 }, true, false],
  ])('%s: guide shown %s', (_, nav, standalone, shown) => {
    expect(needsManualInstallGuide(nav, standalone)).toBe(shown);
  });

  it('tells an iPhone user the two taps, and Not now keeps it away', () => {
    const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    try {
      const first = render(<InstallButton />);
      expect(screen.getByText('Add to Home Screen')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
      expect(screen.queryByText('Add to Home Screen')).toBeNull();
      first.unmount();
      render(<InstallButton />);
      expect(screen.queryByText('Add to Home Screen')).toBeNull();
    } finally {
      spy.mockRestore();
      localStorage.clear();
    }
  });
});
