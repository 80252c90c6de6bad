import { useState } from 'react';
import { Link } from 'wouter';
import { backTarget } from '../lib/previous-screen.ts';

/** "← Back to Home" (or History, Watching…): the screen the person came from, else `fallback`. Read once,
 *  when the page opens, so it does not change under the person's finger. */
export function BackLink({ fallback }: { fallback: { href: string; name: string } }) {
  const [target] = useState(() => backTarget(fallback));
  return (
    <Link href={target.href} className="btn btn-ghost detail-back">
      ← Back to {target.name}
    </Link>
  );
}
