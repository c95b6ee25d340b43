import type { CurrentUser } from '@common/schemas/user.ts';
import { ChevronRight, Clapperboard, type LucideIcon, SquarePen } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { it } from '../../i18n/it.ts';
import { PostForm } from './post-form.tsx';
import { ReelForm } from './reel-form.tsx';

const text = it.create;

type Step = 'choice' | 'post' | 'reel';

function Choice({
  icon: Icon,
  title,
  description,
  onSelect,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-orange-400 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 motion-safe:transition dark:border-slate-700 dark:bg-slate-800/60 dark:hover:border-orange-700"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-orange-600 to-amber-600 text-white shadow-md shadow-orange-700/20">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
    </button>
  );
}

/** /create (SPEC §2): choose a post or a reel, with a way back to the choice. The step lives in the URL. */
export function CreatePage({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const kind = new URLSearchParams(useSearch()).get('tipo');
  const step: Step = kind === 'post' || kind === 'reel' ? kind : 'choice';
  const back = () => navigate('/create', { replace: true });

  if (step === 'post') return <PostForm userId={user.id} onBack={back} />;
  if (step === 'reel') return <ReelForm userId={user.id} onBack={back} />;
  return (
    <div className="px-4 pt-6 pb-6">
      <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{text.subtitle}</p>
      <div className="mt-6 space-y-3">
        <Choice
          icon={SquarePen}
          title={text.post}
          description={text.postDescription}
          onSelect={() => navigate('/create?tipo=post')}
        />
        <Choice
          icon={Clapperboard}
          title={text.reel}
          description={text.reelDescription}
          onSelect={() => navigate('/create?tipo=reel')}
        />
      </div>
    </div>
  );
}
