import { CASES as computer } from './computer.ts';
import { CASES as computer2 } from './computer-2.ts';
import { CASES as computer3 } from './computer-3.ts';
import { CASES as computer4 } from './computer-4.ts';
import { CASES as computer5 } from './computer-5.ts';
import { CASES as computer6 } from './computer-6.ts';
import { CASES as computer7 } from './computer-7.ts';
import { CASES as computer8 } from './computer-8.ts';
import { CASES as computer9 } from './computer-9.ts';
import { CASES as computer10 } from './computer-10.ts';
import { CASES as computer11 } from './computer-11.ts';
import { CASES as computer13 } from './computer-13.ts';
import { CASES as computer14 } from './computer-14.ts';
import { CASES as computer15 } from './computer-15.ts';
import { CASES as computer16 } from './computer-16.ts';
import { CASES as computer17 } from './computer-17.ts';
import { CASES as computer18 } from './computer-18.ts';
import { CASES as computer19 } from './computer-19.ts';
import { CASES as computer20 } from './computer-20.ts';
import { CASES as computer21 } from './computer-21.ts';
import { CASES as computer22 } from './computer-22.ts';
import { CASES as computer23 } from './computer-23.ts';
import { CASES as computer24 } from './computer-24.ts';
import { CASES as computer25 } from './computer-25.ts';
import { CASES as computer26 } from './computer-26.ts';
import { CASES as computer27 } from './computer-27.ts';
import { CASES as computer28 } from './computer-28.ts';
import { CASES as computer29 } from './computer-29.ts';
import { CASES as consoles } from './console.ts';
import { CASES as consoles2 } from './console-2.ts';
import { CASES as consoles3 } from './console-3.ts';
import { CASES as consoles4 } from './console-4.ts';
import { CASES as consoles5 } from './console-5.ts';
import { CASES as consoles6 } from './console-6.ts';
import { CASES as consoles7 } from './console-7.ts';
import { CASES as consoles8 } from './console-8.ts';
import { CASES as consoles9 } from './console-9.ts';
import { CASES as consoles10 } from './console-10.ts';
import { CASES as consoles11 } from './console-11.ts';
import { CASES as consoles12 } from './console-12.ts';
import { CASES as consoles13 } from './console-13.ts';
import { CASES as consoles15 } from './console-15.ts';
import { CASES as consoles16 } from './console-16.ts';
import { CASES as consoles17 } from './console-17.ts';
import { CASES as consoles18 } from './console-18.ts';
import { CASES as consoles19 } from './console-19.ts';
import { CASES as consoles20 } from './console-20.ts';
import { CASES as consoles21 } from './console-21.ts';
import { CASES as consoles22 } from './console-22.ts';
import { CASES as consoles23 } from './console-23.ts';
import { CASES as consoles24 } from './console-24.ts';
import { CASES as consoles25 } from './console-25.ts';
import { CASES as consoles26 } from './console-26.ts';
import { CASES as consoles28 } from './console-28.ts';
import { CASES as consoles29 } from './console-29.ts';
import { CASES as elettrodomestici } from './elettrodomestici.ts';
import { CASES as elettrodomestici2 } from './elettrodomestici-2.ts';
import { CASES as elettrodomestici3 } from './elettrodomestici-3.ts';
import { CASES as elettrodomestici4 } from './elettrodomestici-4.ts';
import { CASES as elettrodomestici5 } from './elettrodomestici-5.ts';
import { CASES as elettrodomestici6 } from './elettrodomestici-6.ts';
import { CASES as elettrodomestici7 } from './elettrodomestici-7.ts';
import { CASES as elettrodomestici8 } from './elettrodomestici-8.ts';
import { CASES as elettrodomestici9 } from './elettrodomestici-9.ts';
import { CASES as elettrodomestici10 } from './elettrodomestici-10.ts';
import { CASES as elettrodomestici11 } from './elettrodomestici-11.ts';
import { CASES as elettrodomestici12 } from './elettrodomestici-12.ts';
import { CASES as elettrodomestici13 } from './elettrodomestici-13.ts';
import { CASES as elettrodomestici14 } from './elettrodomestici-14.ts';
import { CASES as elettrodomestici15 } from './elettrodomestici-15.ts';
import { CASES as elettrodomestici16 } from './elettrodomestici-16.ts';
import { CASES as elettrodomestici17 } from './elettrodomestici-17.ts';
import { CASES as elettrodomestici18 } from './elettrodomestici-18.ts';
import { CASES as elettrodomestici19 } from './elettrodomestici-19.ts';
import { CASES as elettrodomestici20 } from './elettrodomestici-20.ts';
import { CASES as elettrodomestici21 } from './elettrodomestici-21.ts';
import { CASES as elettrodomestici22 } from './elettrodomestici-22.ts';
import { CASES as elettrodomestici23 } from './elettrodomestici-23.ts';
import { CASES as elettrodomestici24 } from './elettrodomestici-24.ts';
import { CASES as elettrodomestici25 } from './elettrodomestici-25.ts';
import { CASES as elettrodomestici26 } from './elettrodomestici-26.ts';
import { CASES as elettrodomestici28 } from './elettrodomestici-28.ts';
import { CASES as elettrodomestici29 } from './elettrodomestici-29.ts';
import { CASES as smartphone } from './smartphone.ts';
import { CASES as smartphone2 } from './smartphone-2.ts';
import { CASES as smartphone3 } from './smartphone-3.ts';
import { CASES as smartphone4 } from './smartphone-4.ts';
import { CASES as smartphone5 } from './smartphone-5.ts';
import { CASES as smartphone6 } from './smartphone-6.ts';
import { CASES as smartphone7 } from './smartphone-7.ts';
import { CASES as smartphone8 } from './smartphone-8.ts';
import { CASES as smartphone9 } from './smartphone-9.ts';
import { CASES as smartphone10 } from './smartphone-10.ts';
import { CASES as smartphone11 } from './smartphone-11.ts';
import { CASES as smartphone13 } from './smartphone-13.ts';
import { CASES as smartphone14 } from './smartphone-14.ts';
import { CASES as smartphone15 } from './smartphone-15.ts';
import { CASES as smartphone16 } from './smartphone-16.ts';
import { CASES as smartphone17 } from './smartphone-17.ts';
import { CASES as smartphone18 } from './smartphone-18.ts';
import { CASES as smartphone19 } from './smartphone-19.ts';
import { CASES as smartphone20 } from './smartphone-20.ts';
import { CASES as smartphone21 } from './smartphone-21.ts';
import { CASES as smartphone22 } from './smartphone-22.ts';
import { CASES as smartphone23 } from './smartphone-23.ts';
import { CASES as smartphone24 } from './smartphone-24.ts';
import { CASES as smartphone25 } from './smartphone-25.ts';
import { CASES as smartphone26 } from './smartphone-26.ts';
import { CASES as smartphone28 } from './smartphone-28.ts';
import { CASES as smartphone29 } from './smartphone-29.ts';
import { type RealCase, splitCases } from './types.ts';

/**
 * Batch 5 (gathered 27 Nov 2026): scored once as fresh, held-out data (docs/ai-coverage-research.md, round 7),
 * then read to find what the engine misses. Read before any split, it is all dev: none of it may sit in the
 * test split, which stays never looked at.
 */
const READ_BATCH = [
  ...smartphone5,
  ...elettrodomestici5,
  ...computer5,
  ...consoles5,
  // Batch 7 (62 reports, gathered in a later session): scored once as fresh data (67.7% named, 25.8% first,
  // 3.2% asked back), then read like batch 5.
  ...smartphone7,
  ...elettrodomestici7,
  ...computer7,
  ...consoles7,
  // Batch 9 (63 reports, gathered at the start of a later session by helpers blind to the assistant): scored once
  // as fresh data (44.4% named, 23.8% first, 11.1% asked back), then read like batches 5 and 7.
  ...smartphone9,
  ...elettrodomestici9,
  ...computer9,
  ...consoles9,
  // Batch 11 (98 reports, gathered in a later session by helpers blind to the assistant): scored once as fresh
  // data, used to choose the base rates' weights (a validation set: docs/ai-coverage-research.md, round 15), then
  // read like batches 5, 7 and 9.
  ...smartphone11,
  ...elettrodomestici11,
  ...computer11,
  ...consoles11,
  // Batch 15 (gathered at the start of a later session by eight helpers blind to the assistant, in English,
  // Italian, Japanese, German, French and Spanish): each part scored once as fresh data as it arrived
  // (docs/ai-coverage-research.md, round 18), then read like batches 5, 7, 9 and 11.
  ...smartphone15,
  ...elettrodomestici15,
  ...computer15,
  ...consoles15,
  // Batch 16 (84 reports, gathered at the start of a later session by six helpers blind to the assistant; the
  // corpus's last pages, many of them about retro machines): each part scored once as fresh data as it arrived
  // (45.2% named, 23.8% first, 15.5% asked back), used as a validation set for three changes to the engine (none
  // kept: docs/ai-coverage-research.md, round 19), then read like batches 5, 7, 9, 11 and 15.
  ...smartphone16,
  ...elettrodomestici16,
  ...computer16,
  ...consoles16,
  // Batch 17 (59 reports, gathered at the start of a later session by six helpers blind to the assistant, in
  // English, German, Korean, Japanese, Chinese and Italian: the corpus is nearly spent, most pages found were already
  // here): each part scored once as fresh data as it arrived (67.8% named, 40.7% first, 8.5% asked back:
  // docs/ai-coverage-research.md, round 20), then read like batches 5 to 16.
  ...smartphone17,
  ...elettrodomestici17,
  ...computer17,
  ...consoles17,
  // Batch 18 (81 reports, gathered later in the same session by eight helpers blind to the assistant: GitHub issue
  // threads above all, where the pages corpus had run dry, then Italian, Czech, Russian and Polish pages and Q&A
  // sites): each part scored once as fresh data as it arrived (58.0% named, 38.3% first, 21.0% asked back), then read.
  ...smartphone18,
  ...elettrodomestici18,
  ...computer18,
  ...consoles18,
  // Batch 19 (81 reports, gathered at the start of a later session by six helpers blind to the assistant: GitHub
  // issue threads, personal blogs kept in GitHub repositories, German and Italian pages; six whose page does not
  // confirm the fix, or whose device was someone else's, and a one-line report left out). Scored once as fresh
  // data (55.6% named, 33.3% first, 12.3% asked back; the same with the engine of the session's start), then read.
  ...smartphone19,
  ...elettrodomestici19,
  ...computer19,
  ...consoles19,
  // Batch 20 (76 reports, gathered later in the same session by four helpers blind to the assistant: personal blog
  // posts kept in GitHub repositories, and blogs in the pages corpus; four whose post does not confirm the fix left
  // out). Scored once as fresh data (77.6% named, 53.9% first, 5.3% asked back; 76.3 / 53.9 / 5.3 with the engine of
  // the session's start), then read.
  ...smartphone20,
  ...elettrodomestici20,
  ...computer20,
  ...consoles20,
  // Batch 21 (23 reports, gathered later in the same session by two helpers blind to the assistant, from personal
  // blogs in GitHub repositories, in English, Spanish, German, Chinese, Portuguese and Japanese; three left out: a
  // partial fix, a workaround, a post already left out of batch 20). Scored once as fresh data (60.9% named, 39.1%
  // first, 13.0% asked back; the same with the engine of the session's start), then read.
  ...smartphone21,
  ...elettrodomestici21,
  ...computer21,
  ...consoles21,
  // Batch 23 (84 reports, gathered at the start of a later session by six helpers blind to the assistant: personal
  // blogs in GitHub repositories and in the pages corpus, GitHub issue threads; in English, Japanese, Italian, French,
  // German, Dutch, Portuguese, Spanish and Chinese; nine left out: a partial fix, fixes not seen confirmed, a
  // workshop's log, an office's machine). Scored once as fresh data (53.6% named, 25.0% first, 20.2% asked back), used
  // to check the shape re-ranking fitted on the dev split before it (32.1% first with it: round 22), then read.
  ...smartphone23,
  ...elettrodomestici23,
  ...computer23,
  ...consoles23,
];

/**
 * Batch 6 (gathered 27 Nov 2026, at the end of round 7): never read, scored only as a whole. All of it is held
 * out, in the test split.
 */
const HELD_OUT_BATCH = [
  ...smartphone6,
  ...elettrodomestici6,
  ...computer6,
  ...consoles6,
  // Batch 8 (56 reports, gathered in the same later session after batch 7 was read): never read, scored as a
  // whole; held out like batch 6.
  ...smartphone8,
  ...elettrodomestici8,
  ...computer8,
  ...consoles8,
  // Batch 10 (63 reports, gathered by helpers blind to the assistant after batch 9 was read): never read, scored
  // once as fresh data (63.5% named, 25.4% first, 3.2% asked back, the same with the engine of the session's start).
  ...smartphone10,
  ...elettrodomestici10,
  ...computer10,
  ...consoles10,
  // Batch 12 (27 reports: appliances 15, console 12; the phone and computer helpers had not finished when the
  // session closed), gathered at the end of round 15 by helpers blind to the assistant: never read, scored once.
  ...elettrodomestici12,
  ...consoles12,
  // Batch 13 (71 reports, gathered by helpers blind to the assistant at the start of a later session; six whose
  // page does not confirm the fix left out): never read, scored once.
  ...smartphone13,
  ...elettrodomestici13,
  ...computer13,
  ...consoles13,
  // Batch 14 (49 reports: phones, tablets and e-readers 13, appliances 17, computers 19; the console helper had not
  // finished when the session closed), gathered by helpers blind to the assistant at the start of a later session.
  // Left out: seven whose page does not confirm the fix (a title only, a workaround, a fix inferred from a cut-off
  // page) and three whose page was already in the evaluation under another id. Never read, scored once.
  ...smartphone14,
  ...elettrodomestici14,
  ...computer14,
  // Batch 22 (14 reports from personal blogs, gathered at the end of a later session by two helpers whose search
  // budget had run out, from blog repositories already known; fifteen left out: a repair café's log and a workshop's
  // posts, whose devices were not the writers' own). Never read, scored once as fresh data: 42.9% named, 28.6% first,
  // 7.1% asked back (42.9 / 21.4 / 7.1 with the engine of that session's start).
  ...smartphone22,
  ...elettrodomestici22,
  ...computer22,
  ...consoles22,
  // Batch 24 (39 reports from personal blogs in Japanese, Chinese, Korean and English, gathered later in the same
  // session as batch 23 by three helpers until the search budget ran out; nine left out: fixes not seen confirmed, a
  // software fault, a shop's page, a whole unit replaced). Never read: scored once as fresh data, part by part, to
  // check the shape re-ranking (round 22): 61.5% named, 35.9% first, 15.4% asked back with it; 56.4 / 30.8 / 17.9
  // without.
  ...smartphone24,
  ...elettrodomestici24,
  ...computer24,
  ...consoles24,
  // Batch 26 (19 reports, gathered later in the same session as batch 25 by three helpers blind to the assistant:
  // Japanese, Chinese and Korean blogs, GitHub issue threads and a newsgroup; one left out, a story copied onto an
  // unrelated site). Never read: scored once as fresh data, 73.7% named, 36.8% first, 0.0% asked back (the same with
  // the engine of the session's start).
  ...smartphone26,
  ...elettrodomestici26,
  ...computer26,
  ...consoles26,
  // Batch 27 (one report, a Polish blog's power supply, gathered last in the same session by a helper blind to the
  // assistant whose other leads were already here or could not be checked). Never read: scored once as fresh data,
  // named but not first.
  ...computer27,
];

/** Every real report of the evaluation (issue 24). */
export const REAL_CASES: RealCase[] = [
  ...smartphone,
  ...smartphone2,
  ...smartphone3,
  ...smartphone4,
  ...elettrodomestici,
  ...elettrodomestici2,
  ...elettrodomestici3,
  ...elettrodomestici4,
  ...computer,
  ...computer2,
  ...computer3,
  ...computer4,
  ...consoles,
  ...consoles2,
  ...consoles3,
  ...consoles4,
  // Batch 25 (45 reports, gathered at the start of a later session by six helpers blind to the assistant: blogs and
  // forums in the pages corpus, GitHub issue threads; in English, Italian, Japanese and German; three left out: a fix
  // not found, a blog's home page, a machine not seen to be the writer's). Scored once as fresh data (73.3% named,
  // 46.7% first, 0.0% asked back; the same with the engine of the session's start), then split by hash like batches 1
  // to 4: a third held out in the test split, never read; the rest read.
  ...smartphone25,
  ...elettrodomestici25,
  ...computer25,
  ...consoles25,
  // Batch 28 (44 reports, gathered at the start of a later session by two helpers blind to the assistant: GitHub issue
  // threads, English blogs and forums, Japanese and Italian blogs; five left out: a fix not seen confirmed, a cause
  // the helper inferred, fixes only implied). Scored once as fresh data (75.0% named, 43.2% first, 4.5% asked back;
  // the same with the engine of the session's start), then split by hash like batch 25.
  ...smartphone28,
  ...elettrodomestici28,
  ...computer28,
  ...consoles28,
  // Batch 29 (49 reports, gathered later in the same session by three helpers blind to the assistant: GitHub issue
  // threads and blogs kept in GitHub repositories, English forums and blogs, Japanese blogs; fourteen left out: devices
  // of a repair café's or a shop's customers, a fix resting on a few hours, a technician's round-up). Scored once as
  // fresh data (69.4% named, 38.8% first, 10.2% asked back; 69.4 / 40.8 / 12.2 with the engine of the session's
  // start), then split by hash like batch 25.
  ...smartphone29,
  ...elettrodomestici29,
  ...computer29,
  ...consoles29,
  ...READ_BATCH,
  ...HELD_OUT_BATCH,
];

/**
 * Test cases read while tuning, so no longer blind: co-129 came back in batch 5 under another id (the same
 * report) and was read with it before the duplicate was caught; co-401 to co-403 and sp-404 to sp-406 (batch 6) were shown on screen
 * while the file's layout was looked at (a later session). They count as dev.
 */
const READ_IDS = new Set(['co-129', 'co-401', 'co-402', 'co-403', 'sp-404', 'sp-405', 'sp-406']);
const HASH_SPLIT = splitCases(
  REAL_CASES.filter((c) => !READ_BATCH.includes(c) && !HELD_OUT_BATCH.includes(c)),
);

/** The dev split (tune on it) and the test split (never looked at while tuning). */
export const REAL_SPLITS = {
  dev: [
    ...HASH_SPLIT.dev,
    ...HASH_SPLIT.test.filter((c) => READ_IDS.has(c.id)),
    ...READ_BATCH,
    ...HELD_OUT_BATCH.filter((c) => READ_IDS.has(c.id)),
  ],
  test: [...HASH_SPLIT.test, ...HELD_OUT_BATCH].filter((c) => !READ_IDS.has(c.id)),
};
