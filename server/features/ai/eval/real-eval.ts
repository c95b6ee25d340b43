import { stemmer } from '@orama/stemmers/italian';
import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import type { AdvisorReply } from '../advisor.ts';
import { OfflineAdvisor } from '../engine/offline.ts';
import type { RealCase, RealCategory } from './real/types.ts';

/** One real report as the assistant answered it. */
export interface RealOutcome {
  case: RealCase;
  /** The assistant asked back instead of answering. */
  askedBack: boolean;
  /** Some line of the answer (problem, a cause, a solution, a guide step) names the confirmed cause. */
  named: boolean;
  /** The problem or the first cause names it. */
  first: boolean;
  /** What the assistant said first (for the misses). */
  said: string;
}

/**
 * Plain Snowball stems, without the engine's synonyms: the judge must not share the engine's vocabulary,
 * or the engine would be graded by its own words.
 */
export const lineStems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1)
      .map((w) => stemmer(w)),
  );

/** The judge's stems of a cause's keywords. */
export const keywordStems = (keywords: string[]) =>
  keywords.map((k) =>
    stemmer(
      k
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    ),
  );

/**
 * A line's stems (`lineStems`) name the cause when they hold at least two of its keywords' stems (`keywordStems`;
 * all of them when there are fewer).
 */
export function namedIn(stems: ReadonlySet<string>, keywords: readonly string[]): boolean {
  const hits = keywords.filter((k) => stems.has(k));
  return hits.length >= Math.min(2, keywords.length);
}

/** A line names the cause when it holds at least two of its keywords (all of them when there are fewer). */
const names = (line: string, keywords: string[]) => namedIn(lineStems(line), keywordStems(keywords));

function linesOf(analysis: RepairAnalysis): { first: string[]; all: string[] } {
  const first = [analysis.problem, analysis.possibleCauses[0] ?? ''];
  const all = [
    ...first,
    ...analysis.possibleCauses,
    ...analysis.solutions,
    ...(analysis.stepByStepGuide?.steps.map((s) => s.instruction) ?? []),
  ];
  return { first, all };
}

/** Asks the offline assistant each report as the first message of a fresh conversation (POST /api/ai/chat). */
export async function runReal(cases: RealCase[]): Promise<RealOutcome[]> {
  const advisor = new OfflineAdvisor();
  const outcomes: RealOutcome[] = [];
  for (const c of cases) {
    const reply: AdvisorReply = await advisor.chat({
      text: c.text,
      state: { problemId: null, analysis: null, pendingText: null, history: [] },
    });
    if (reply.kind === 'analysis') {
      const { first, all } = linesOf(reply.analysis);
      outcomes.push({
        case: c,
        askedBack: false,
        named: all.some((line) => names(line, c.keywords)),
        first: first.some((line) => names(line, c.keywords)),
        said: reply.analysis.problem,
      });
    } else {
      const named = names(reply.text, c.keywords);
      outcomes.push({ case: c, askedBack: reply.kind === 'question', named, first: named, said: reply.text });
    }
  }
  return outcomes;
}

export interface Share {
  total: number;
  named: number;
  first: number;
  askedBack: number;
}

/** The shares of a set of outcomes, overall and per category. */
export function sharesOf(outcomes: RealOutcome[]): { all: Share; byCategory: Map<RealCategory, Share> } {
  const empty = (): Share => ({ total: 0, named: 0, first: 0, askedBack: 0 });
  const all = empty();
  const byCategory = new Map<RealCategory, Share>();
  for (const o of outcomes) {
    const cat = byCategory.get(o.case.category) ?? empty();
    byCategory.set(o.case.category, cat);
    for (const share of [all, cat]) {
      share.total++;
      if (o.named) share.named++;
      if (o.first) share.first++;
      if (o.askedBack) share.askedBack++;
    }
  }
  return { all, byCategory };
}
