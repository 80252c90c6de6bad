// The kind a typed name will be estimated as, read on the device as it is typed (offline too): the taxonomy
// and the name matcher load in their own chunk the first time a name is typed.
import { useEffect, useState } from 'react';

import { loadKinds } from '../../lazy.ts';
import { readKindView } from './kind-words.ts';
import type { KindReadingView } from './kind-words.ts';

/** Waits this long after the last keystroke before reading the name: the reading follows the typing, not each key. */
const SETTLE_MS = 150;

export function useKindReading(text: string): KindReadingView | null {
  const [view, setView] = useState<KindReadingView | null>(null);
  useEffect(() => {
    if (!text.trim()) {
      setView(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      loadKinds()
        .then((kinds) => {
          if (live) setView(readKindView(kinds, text));
        })
        .catch(() => {
          // The chunk could not load (offline before it was ever cached): the form works without the preview.
          if (live) setView(null);
        });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return view;
}
