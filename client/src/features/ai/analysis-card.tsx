import type { AnalysisPayload, Difficulty } from '@common/schemas/ai.ts';
import { AlertTriangle, Clock } from 'lucide-react';
import { useId } from 'react';
import { aiText } from '../../i18n/ai.ts';
import { cx } from '../../ui/cx.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import { AskCommunity } from './ask-community.tsx';
import { RecommendedTools } from './recommended-tools.tsx';
import { RepairGuide } from './repair-guide.tsx';
import { SimilarPosts } from './similar-posts.tsx';

/** SPEC §4: beginner green, intermediate yellow, advanced red. */
const DIFFICULTY_COLOURS: Record<Difficulty, string> = {
  beginner: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  intermediate: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  advanced: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

function List({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      className={cx(
        'space-y-1.5 pl-5 text-sm text-slate-800 dark:text-slate-200',
        ordered ? 'list-decimal' : 'list-disc',
      )}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  );
}

/** SPEC §2's 'Analisi Riparazione AI' card, with the guide, the tools, similar posts and 'Chiedi alla community'. */
export function AnalysisCard({
  analysis,
  done,
  onToggleStep,
  question,
  image,
}: {
  analysis: AnalysisPayload;
  done: number[];
  onToggleStep: (step: number) => void;
  /** The member's question and photo, for 'Chiedi alla community'. */
  question: string;
  image?: string;
}) {
  const titleId = useId();
  const confidence = Math.round(analysis.confidence);
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-slate-900 dark:text-slate-100">
          {aiText.card.title}
        </h2>
        <span
          className={cx(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            DIFFICULTY_COLOURS[analysis.difficulty],
          )}
          title={aiText.card.difficultyLabel}
        >
          {aiText.card.difficulty[analysis.difficulty]}
        </span>
      </header>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {aiText.card.problem}
        </p>
        <p className="font-medium text-slate-900 dark:text-slate-100">{analysis.problem}</p>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label={aiText.card.confidence(confidence)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={confidence}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-orange-600" style={{ width: `${confidence}%` }} />
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {aiText.card.confidence(confidence)}
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <Clock aria-hidden="true" className="size-4" />
        <span>
          {aiText.card.time}: <strong>{analysis.estimatedTime}</strong>
        </span>
      </p>
      {analysis.warnings.length > 0 && (
        <section className="rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-red-800 dark:text-red-300">
            <AlertTriangle aria-hidden="true" className="size-4" />
            {aiText.card.warnings}
          </h3>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-red-800 dark:text-red-300">
            {analysis.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      <Tabs defaultValue="causes">
        <TabsList label={aiText.card.tabs.label}>
          <TabsTrigger value="causes" fit="content">
            {aiText.card.tabs.causes}
          </TabsTrigger>
          <TabsTrigger value="solutions" fit="content">
            {aiText.card.tabs.solutions}
          </TabsTrigger>
          <TabsTrigger value="tools" fit="content">
            {aiText.card.tabs.tools}
          </TabsTrigger>
          <TabsTrigger value="guide" fit="content">
            {aiText.card.tabs.guide}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="causes" className="pt-3">
          <List items={analysis.possibleCauses} ordered />
        </TabsContent>
        <TabsContent value="solutions" className="pt-3">
          <List items={analysis.solutions} />
        </TabsContent>
        <TabsContent value="tools" className="pt-3">
          {analysis.requiredTools.length > 0 ? (
            <List items={analysis.requiredTools} />
          ) : (
            <p className="text-sm">{aiText.card.noTools}</p>
          )}
        </TabsContent>
        <TabsContent value="guide" className="pt-3">
          <RepairGuide steps={analysis.stepByStepGuide?.steps} done={done} onToggle={onToggleStep} />
        </TabsContent>
      </Tabs>
      <RecommendedTools tools={analysis.requiredTools} category={analysis.category} />
      <SimilarPosts posts={analysis.similarPosts} />
      <AskCommunity
        question={question}
        image={image}
        category={analysis.category}
        problem={analysis.problem}
      />
    </article>
  );
}
