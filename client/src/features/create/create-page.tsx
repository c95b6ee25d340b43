import { Plus } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Create a post or reel (/create) — placeholder until its issue lands. */
export function CreatePage() {
  return (
    <ComingSoon icon={Plus} title={it.screens.create.title} description={it.screens.create.description} />
  );
}
