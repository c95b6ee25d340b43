import { Bot } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** AI repair assistant (/ai) — placeholder until its issue lands. */
export function AiPage() {
  return <ComingSoon icon={Bot} title={it.screens.ai.title} description={it.screens.ai.description} />;
}
