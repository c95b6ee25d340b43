import type { RepairAnalysis } from '../../../../common/schemas/ai.ts';
import { CAUSE_COUNTS } from '../knowledge/report-counts.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { Candidate, DeviceFit } from './matcher.ts';
import { stemsOf } from './text.ts';

/** Below this confidence the assistant asks one question instead of guessing (issue 18). */
export const CONFIDENCE_MIN = 50;

const FIT: Record<DeviceFit, number> = { named: 1, hinted: 0.5, unknown: 0.35, other: 0 };
/** A score this high means several specific words matched. */
const STRONG_SCORE = 80;
/** Two candidates this close are a coin toss: ask rather than guess. */
const CLOSE_MARGIN = 0.12;
/** With no device named, another device's problem this close (share of the top score) is a real doubt. */
const OTHER_DEVICE_CLOSE = 0.5;

/** A text that names no device, matched almost as well by another device's problem: ask which device. */
function otherDeviceClose([top, ...rest]: Candidate[]): boolean {
  if (top?.deviceFit !== 'unknown') return false;
  // Another device's problem close in score, or one that explains as much of the member's words (the best
  // may lead only because its guide repeats the word: "non carica" is a phone's, a laptop's, a vacuum's).
  return rest
    .slice(0, 2)
    .some(
      (c) =>
        (c.score >= top.score * OTHER_DEVICE_CLOSE || (!top.pattern && c.coverage >= top.coverage)) &&
        !c.entry.devices.some((d) => top.entry.devices.includes(d)),
    );
}

/**
 * Confidence (0–100) from how the best candidate matched: the share of the member's words it
 * explains, its lead over the next one, the strength of the match and whether the device fits.
 */
export function confidenceOf(candidates: Candidate[]): number {
  const [top, second] = candidates;
  if (!top) return 0;
  const margin = second ? (top.score - second.score) / top.score : 1;
  const strength = Math.min(1, top.score / STRONG_SCORE);
  let value =
    100 * (0.3 * top.coverage + 0.3 * Math.min(1, margin / 0.4) + 0.2 * strength + 0.2 * FIT[top.deviceFit]);
  // A problem of another device than the one named ("la TV dice nessun segnale" → the console's HDMI)
  // may be right, but only the member can say.
  const doubt = margin < CLOSE_MARGIN || otherDeviceClose(candidates) || top.deviceFit === 'other';
  if (doubt) value = Math.min(value, CONFIDENCE_MIN - 5);
  // Naming a device is not describing a problem.
  if (top.coverage === 0) value = Math.min(value, 20);
  return Math.max(0, Math.min(95, Math.round(value)));
}

/** How far behind the best candidate an alternative may be and still be worth naming. */
const ALTERNATIVE_SHARE = 0.2;

/**
 * Up to two other problems worth telling apart from the best one (issue 24's differential answer):
 * close enough in score, of a device the text may be about, and not the same problem.
 */
export function alternativesOf([top, ...rest]: Candidate[]): KnowledgeEntry[] {
  if (!top) return [];
  return rest
    .filter((c) => c.deviceFit !== 'other' && c.score >= top.score * ALTERNATIVE_SHARE)
    .slice(0, 2)
    .map((c) => c.entry);
}

/** What the member said, to weigh an entry's causes by: their words, and how much each counts. */
export interface Evidence {
  /** Their words that may point at a cause (stemmed): a device's or a model's name only picks the device. */
  terms: readonly string[];
  weightOf: (stem: string) => number;
}

/**
 * A cause moves ahead of the ones before it when at least this many of the member's words tell it apart
 * from the entry's other causes, and they weigh this much together (each by its weight in the story and by
 * how few of the other causes use it).
 */
const CAUSE_EVIDENCE_WORDS = 2;
const CAUSE_EVIDENCE_MIN = 1;

/** Each cause's stems (its text and how to tell it), and how well each stem tells the causes apart. */
interface CauseWords {
  stems: string[][];
  /** 1 for a stem one cause alone uses, 0 for one every cause uses: the words they share tell none apart. */
  distinctness: Map<string, number>;
}

/** Read once per entry: an answer ranks the causes of its problem and of each alternative. */
const causeWords = new WeakMap<KnowledgeEntry, CauseWords>();

function causeWordsOf(entry: KnowledgeEntry): CauseWords {
  let found = causeWords.get(entry);
  if (!found) {
    const stems = entry.causes.map((cause, i) => [...new Set(stemsOf(`${cause} ${entry.tells?.[i] ?? ''}`))]);
    const uses = new Map<string, number>();
    for (const cause of stems) for (const s of cause) uses.set(s, (uses.get(s) ?? 0) + 1);
    const others = Math.max(1, stems.length - 1);
    const distinctness = new Map([...uses].map(([s, n]) => [s, 1 - (n - 1) / others]));
    found = { stems, distinctness };
    causeWords.set(entry, found);
  }
  return found;
}

/**
 * The entry's causes, most likely first: the member's own words first, where they point at a cause (its text
 * or how to tell it: "smanettando col tasto di accensione si ferma" puts the stuck power button first in a
 * boot loop); then the causes real reports confirmed more often (knowledge/report-counts.ts); then the
 * knowledge base's order. A word every cause uses ("scintille" in each cause of a microwave's sparks) says
 * which problem it is, not which cause: it counts only as far as it tells the causes apart.
 */
function rankedCauses(entry: KnowledgeEntry, evidence?: Evidence): number[] {
  const order = entry.causes.map((_, i) => i);
  const reports = CAUSE_COUNTS[entry.id] ?? [];
  const confirmed = (a: number, b: number) => (reports[b] ?? 0) - (reports[a] ?? 0);
  if (!evidence) return order.sort((a, b) => confirmed(a, b) || a - b);
  const said = new Set(evidence.terms);
  const { stems, distinctness } = causeWordsOf(entry);
  const scores = stems.map((cause) => {
    let score = 0;
    let telling = 0;
    for (const s of cause) {
      const weight = said.has(s) ? evidence.weightOf(s) * distinctness.get(s)! : 0;
      if (weight > 0) {
        score += weight;
        telling++;
      }
    }
    return telling >= CAUSE_EVIDENCE_WORDS && score >= CAUSE_EVIDENCE_MIN ? score : 0;
  });
  return order.sort((a, b) => scores[b]! - scores[a]! || confirmed(a, b) || a - b);
}

/** A text that ends as a sentence. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** "se …, allora …" after each cause that has one, then the alternatives and how to tell them apart. */
function differential(entry: KnowledgeEntry, alternatives: KnowledgeEntry[], evidence?: Evidence): string[] {
  const own = rankedCauses(entry, evidence).map((i) =>
    entry.tells?.[i] ? `${entry.causes[i]}: ${entry.tells[i]}` : entry.causes[i]!,
  );
  // Each alternative with its own likeliest cause (by the member's words too): what to look at if it is that one.
  const others = alternatives.map((alt) => {
    const likeliest = alt.causes[rankedCauses(alt, evidence)[0] ?? -1];
    const lead = `Se invece il sintomo è «${alt.label}», allora la pista è un'altra: ${sentence(alt.problem)}`;
    return likeliest ? `${lead} Causa più probabile: ${sentence(likeliest)}` : lead;
  });
  return [...own, ...others].slice(0, 12);
}

/** SPEC §3's analysis for a knowledge-base entry, with the alternatives that could be it instead. */
export function analysisOf(
  entry: KnowledgeEntry,
  confidence: number,
  alternatives: KnowledgeEntry[] = [],
  evidence?: Evidence,
): RepairAnalysis {
  return {
    problem: entry.problem,
    difficulty: entry.difficulty,
    confidence,
    estimatedTime: entry.estimatedTime,
    warnings: entry.warnings,
    possibleCauses: differential(entry, alternatives, evidence),
    solutions: entry.solutions,
    requiredTools: entry.tools,
    stepByStepGuide: { steps: entry.steps },
  };
}
