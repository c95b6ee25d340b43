import { Clapperboard } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Reel feed (/reels) — placeholder until its issue lands. */
export function ReelsPage() {
  return (
    <ComingSoon
      icon={Clapperboard}
      title={it.screens.reels.title}
      description={it.screens.reels.description}
    />
  );
}
