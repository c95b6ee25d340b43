import { describe, expect, it } from 'vitest';
import { analysisOf } from '../engine/analysis.ts';
import { Matcher } from '../engine/matcher.ts';
import { KNOWLEDGE } from '../knowledge/index.ts';
import { CAUSE_COUNTS, REPORT_COUNTS } from '../knowledge/report-counts.ts';
import { REAL_SPLITS } from './real/index.ts';
import { reportCounts } from './report-counts.ts';

// Issue 24: the matcher's base rates come from the real reports' dev split, never from the test split.
describe('the problems’ base rates', () => {
  it('are the dev split’s reports, counted again (run `npm run eval:ai -- --write-counts` after adding cases)', () => {
    expect({ problems: REPORT_COUNTS, causes: CAUSE_COUNTS }).toEqual(
      reportCounts(REAL_SPLITS.dev, KNOWLEDGE),
    );
  });

  it('count no report of the test split', () => {
    const withTest = reportCounts([...REAL_SPLITS.dev, ...REAL_SPLITS.test], KNOWLEDGE);
    expect(withTest.problems).not.toEqual(REPORT_COUNTS);
  });

  // Two problems told in the same words: one that real reports confirmed often, one no report had.
  const [often] = Object.entries(REPORT_COUNTS).sort(([, a], [, b]) => b - a)[0]!;
  const base = KNOWLEDGE.find((e) => e.id === 'lavatrice-non-scarica')!;
  const twins = new Matcher([
    { ...base, id: often },
    { ...base, id: 'mai-segnalato' },
  ]);
  const ratio = (text: string, readFromEnglish = false) => {
    const { candidates } = twins.match(text, undefined, 5, { readFromEnglish });
    const score = (id: string) => candidates.find((c) => c.entry.id === id)!.score;
    return score(often) / score('mai-segnalato');
  };

  it('put the problem real reports confirmed more often first in a long story', () => {
    const story =
      'la mia lavatrice da qualche giorno a fine lavaggio non scarica, i panni restano a mollo nel cestello pieno di acqua sporca, il programma si ferma e sul display lampeggia una spia; ho controllato il tubo dietro e sembra a posto';
    expect(ratio(story)).toBeGreaterThan(1.2);
    // Read word by word from English, a story matches less sharply: the base rate weighs more.
    expect(ratio(story, true)).toBeGreaterThan(ratio(story));
  });

  it('leave a short complaint to its words alone', () => {
    expect(ratio('la lavatrice non scarica')).toBe(1);
  });

  it('name first the cause real reports confirmed most often, unless the member’s words point at another', () => {
    // A problem whose reports confirmed a later cause more often than its first.
    const [id, counts] = Object.entries(CAUSE_COUNTS).find(
      ([, n]) => n.indexOf(Math.max(...n)) > 0 && n.filter((x) => x === Math.max(...n)).length === 1,
    )!;
    const entry = KNOWLEDGE.find((e) => e.id === id)!;
    const likeliest = counts.indexOf(Math.max(...counts));
    expect(analysisOf(entry, 80).possibleCauses[0]).toContain(entry.causes[likeliest]!);
    // The same problem with no reports keeps the knowledge base's order.
    expect(analysisOf({ ...entry, id: 'mai-segnalato' }, 80).possibleCauses[0]).toContain(entry.causes[0]!);
  });
});
