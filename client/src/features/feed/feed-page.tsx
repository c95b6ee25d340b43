import { House } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Home feed (/) — placeholder until its issue lands. */
export function FeedPage() {
  return <ComingSoon icon={House} title={it.screens.feed.title} description={it.screens.feed.description} />;
}
