import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';
import { buttonClasses } from '../../ui/button.tsx';

/** Chat with one member (/messages/:otherUserId) — placeholder until its issue lands; no bars here (SPEC §2). */
export function ChatPage() {
  return (
    <>
      <div className="border-b border-slate-200 px-2 py-1.5 dark:border-slate-800">
        <Link href="/messages" className={buttonClasses('ghost', 'md', 'px-3')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {it.screens.backToMessages}
        </Link>
      </div>
      <ComingSoon
        icon={MessagesSquare}
        title={it.screens.chat.title}
        description={it.screens.chat.description}
      />
    </>
  );
}
