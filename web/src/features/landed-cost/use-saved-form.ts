// The calculator's inputs kept on this device (the offline store's settings table), so a calculator
// opened again, offline too, starts where the user left it. Another screen's prefill wins over what was
// kept for the goods; the user's own choices (province, importer, shipping) carry over. Only what the
// user changes is kept, and a device that kept nothing does not load the store to find that out (a
// visitor reading a shared analysis loads none of it).
import { useCallback, useEffect, useRef, useState } from 'react';
import { settingsMayExist } from '@costlens/offline/store-probe';
import { loadOffline } from '../../lazy.ts';
import { DEFAULT_FORM, initialForm, savedForm } from './inputs.ts';
import type { LandedCostForm } from './inputs.ts';
import type { LandedCostPrefill } from './prefill.ts';

export const SAVED_FORM_KEY = 'landed-cost:form';
const SAVE_AFTER_MS = 300;

async function readSaved(): Promise<Partial<LandedCostForm>> {
  try {
    if (!(await settingsMayExist())) return {};
    const { db } = await loadOffline();
    return savedForm((await db.settings.get(SAVED_FORM_KEY))?.value);
  } catch {
    return {}; // no IndexedDB (a private window): start from the defaults
  }
}

async function writeSaved(form: LandedCostForm): Promise<void> {
  try {
    const { db } = await loadOffline();
    await db.settings.put({ key: SAVED_FORM_KEY, value: form });
  } catch {
    // Not kept: the calculator still works, it just starts over next time.
  }
}

/** The form, once the kept inputs are read (null until then), and its setter, which keeps each change. */
export function useSavedForm(prefill: LandedCostPrefill): [LandedCostForm | null, (next: LandedCostForm) => void] {
  const [form, setForm] = useState<LandedCostForm | null>(null);
  const [changed, setChanged] = useState(false);
  const first = useRef(prefill);
  useEffect(() => {
    let live = true;
    void readSaved().then((saved) => {
      if (live) setForm(initialForm(saved, first.current));
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!form || !changed || form === DEFAULT_FORM) return;
    const timer = setTimeout(() => void writeSaved(form), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [form, changed]);
  const change = useCallback((next: LandedCostForm) => {
    setChanged(true);
    setForm(next);
  }, []);
  return [form, change];
}
