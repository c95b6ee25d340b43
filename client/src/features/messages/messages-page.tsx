import { MessageCircle } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Conversation list (/messages) — placeholder until its issue lands. */
export function MessagesPage() {
  return (
    <ComingSoon
      icon={MessageCircle}
      title={it.screens.messages.title}
      description={it.screens.messages.description}
    />
  );
}
