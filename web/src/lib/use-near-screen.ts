import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far ahead of the screen a part counts as near: about a phone screen's height. */
export const NEAR_SCREEN_MARGIN = '800px 0px';

/** True once the element has come within `margin` (CSS lengths, as IntersectionObserver's rootMargin) of
 *  the screen, and from then on. Where the browser cannot tell (no IntersectionObserver), true at once. */
export function useNearScreen(ref: RefObject<Element | null>, margin = NEAR_SCREEN_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
