import type { ReelPayload } from '@common/schemas/reels.ts';
import { it } from '../../i18n/it.ts';
import { reelsText } from '../../i18n/reels.ts';
import { toast } from '../../ui/toast.tsx';

/** The link of one reel: /reels opens on it. */
export const reelLink = (id: string) => `${window.location.origin}/reels?reel=${encodeURIComponent(id)}`;

/** Shares a reel with the Web Share API, or copies its link where there is none (issue 19). */
export async function shareReel(reel: Pick<ReelPayload, 'id' | 'title'>): Promise<void> {
  const url = reelLink(reel.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: reel.title, url });
      return;
    } catch (error) {
      // The member closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: reelsText.feed.linkCopied, description: reelsText.feed.linkCopiedDescription });
  } catch {
    toast({ title: it.common.error, description: reelsText.feed.shareError, variant: 'destructive' });
  }
}
