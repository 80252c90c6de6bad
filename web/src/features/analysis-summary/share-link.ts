import { publicOrigin } from '../../lib/public-origin.ts';
import { toast } from '../../lib/toasts.ts';

/** The public address of a shared analysis: the one the share dialog gave (lib/public-origin.ts). */
export function shareLinkFor(shareToken: string, origin: string = publicOrigin()): string {
  return `${origin}/shared/${encodeURIComponent(shareToken)}`;
}

/** Copies a share link and says so in a toast. */
export async function copyShareLink(shareToken: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(shareLinkFor(shareToken));
    toast({ title: 'Link Copied!', description: 'Share link has been copied to your clipboard.' });
    return true;
  } catch {
    toast({ title: 'Copy Failed', description: 'Please manually copy the link above.', variant: 'destructive' });
    return false;
  }
}
