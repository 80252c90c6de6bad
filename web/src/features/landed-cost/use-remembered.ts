// The person's own landed-cost settings, kept on this device (the offline store's settings table) so a
// calculator opened again, offline too, uses them and says so. Only what the person changed is kept, and
// a device that kept nothing does not load the store to find that out (a visitor reading a shared
// analysis loads none of it).
import { useCallback, useEffect, useState } from 'react';
import { settingsMayExist } from '@costlens/offline/store-probe';
import { loadOffline } from '../../lazy.ts';
import { readRemembered } from './asker.ts';
import type { Remembered } from './asker.ts';

export const REMEMBERED_KEY = 'landed-cost:settings';
/** Where the calculator kept its whole form before only the person's changes were kept. */
const OLDER_FORM_KEY = 'landed-cost:form';
const SAVE_AFTER_MS = 300;

async function readKept(): Promise<Remembered> {
  try {
    if (!(await settingsMayExist())) return {};
    const { db } = await loadOffline();
    const kept = await db.settings.get(REMEMBERED_KEY);
    return kept ? readRemembered(kept.value) : readRemembered(null, (await db.settings.get(OLDER_FORM_KEY))?.value);
  } catch {
    return {}; // no IndexedDB (a private window): nothing is remembered
  }
}

async function keep(value: Remembered): Promise<void> {
  try {
    const { db } = await loadOffline();
    await db.settings.put({ key: REMEMBERED_KEY, value });
    await db.settings.delete(OLDER_FORM_KEY);
  } catch {
    // Not kept: the calculator still works, it just does not remember next time.
  }
}

// A read made before the calculator's first render (its page's first view already shows the form as a device
// that kept nothing sees it, so the app's first render must not fall back to the loading card). It belongs to
// the next calculator to mount, which lets it go once mounted: any later one reads afresh.
let early: Promise<Remembered> | null = null;
let earlyValue: Remembered | null = null;

/** Reads the remembered settings now, for the next calculator to start from without a loading state. */
export function readRememberedEarly(): Promise<Remembered> {
  const read = readKept().then((kept) => {
    if (early === read) earlyValue = kept;
    return kept;
  });
  early = read;
  earlyValue = null;
  return read;
}

const earlyRead = () => ({ value: earlyValue, read: early });

/** The remembered settings (null until read) and a setter that keeps them a moment after the last change. */
export function useRemembered(): [Remembered | null, (next: Remembered) => void] {
  const [first] = useState(earlyRead);
  const [remembered, setRemembered] = useState<Remembered | null>(first.value);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (early === first.read) {
      early = null;
      earlyValue = null;
    }
    if (first.value) return;
    let live = true;
    void (first.read ?? readKept()).then((kept) => {
      if (live) setRemembered(kept);
    });
    return () => {
      live = false;
    };
  }, [first]);
  useEffect(() => {
    if (!remembered || !changed) return;
    const timer = setTimeout(() => void keep(remembered), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [remembered, changed]);
  const change = useCallback((next: Remembered) => {
    setChanged(true);
    setRemembered(next);
  }, []);
  return [remembered, change];
}
