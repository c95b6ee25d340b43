import MiniSearch from 'minisearch';
import { BRANDS, DEVICES, type DeviceKey, GENERIC_NAMES } from '../knowledge/devices.ts';
import { REPORT_COUNTS } from '../knowledge/report-counts.ts';
import { VAGUE_WORDS } from '../knowledge/synonyms.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import {
  type DetectedDevices,
  detectDevices,
  generationsInOrder,
  generationsOf,
  modelStems,
  widerOf,
} from './devices.ts';
import { readStory, type Story } from './story.ts';
import { isSynonym, normalise, stem, stemsOf, words } from './text.ts';

/** How well an entry's devices fit the devices a text names. */
export type DeviceFit = 'named' | 'hinted' | 'unknown' | 'other';

export interface Candidate {
  entry: KnowledgeEntry;
  score: number;
  /** The text holds one of the entry's named patterns (an error code, a light pattern, a known weak part). */
  pattern: boolean;
  /** Share of the text's meaningful words the entry matched (0–1). */
  coverage: number;
  deviceFit: DeviceFit;
}

export interface Match {
  candidates: Candidate[];
  devices: DetectedDevices;
  /** The meaningful words of the text, stemmed. */
  terms: string[];
  /** Those that may point at a cause: not the name of a device, a brand or a model, which only picks the device. */
  causeTerms: string[];
  story: Story;
}

/** Words that name a device or a brand: they pick the device, not the problem. */
/**
 * Words of device names that also say what is wrong ("aspira polvere", "led tv", "forno ventilato"):
 * they stay words of the problem.
 */
const PROBLEM_WORDS = new Set(
  words('elettrico ventilato aspira polvere led fisso aria gas vita mouse').map(stem),
);

/** The words after a model's name ("Surface Pro", "Note 9 Plus", "PS4 Slim"): they pick the model, not the problem. */
const MODEL_SUFFIXES = ['pro', 'max', 'plus', 'ultra', 'lite', 'slim', 'edge', 'oled', 'xl'];

const DEVICE_WORDS = new Set(
  [
    ...Object.values(DEVICES).flatMap((d) => d.names),
    ...Object.keys(BRANDS),
    ...Object.keys(GENERIC_NAMES),
    ...MODEL_SUFFIXES,
  ]
    .flatMap((name) => words(name).map(stem))
    .filter((s) => !PROBLEM_WORDS.has(s)),
);

/**
 * Words that stand for any device ("il dispositivo", "l'apparecchio"): they say which thing the story is about,
 * like a device's name, not what is wrong with it.
 */
const ANY_DEVICE = new Set(words('dispositivo dispositivi apparecchio apparecchi').map(stem));

const isDeviceTerm = (term: string) => DEVICE_WORDS.has(term) || ANY_DEVICE.has(term) || /^\d+$/.test(term);

/** The words device names are made of, by their stem ("asciug" → "asciugatrice"). */
const NAME_WORDS = new Map<string, string[]>();
for (const name of [
  ...Object.values(DEVICES).flatMap((d) => [...d.names, ...('parts' in d ? d.parts : [])]),
  ...Object.keys(BRANDS),
  ...Object.keys(GENERIC_NAMES),
]) {
  for (const w of words(name)) NAME_WORDS.set(stem(w), [...(NAME_WORDS.get(stem(w)) ?? []), w]);
}

/**
 * The device stems a text also uses as a word of the problem: "l'asciugatrice non asciuga" says "asciuga", which
 * shares its stem with the device but is not a form of its name (a plural is: "le lavatrici").
 */
function deviceStemsSaidAsProblem(text: string): Set<string> {
  const said = new Set<string>();
  for (const w of words(text)) {
    const s = stem(w);
    const names = DEVICE_WORDS.has(s) ? NAME_WORDS.get(s) : undefined;
    if (!names || isSynonym(w)) continue;
    const isForm = names.some(
      (n) => w === n || w === `${n}s` || (n.length > 4 && w.startsWith(n.slice(0, -1))),
    );
    if (!isForm) said.add(s);
  }
  return said;
}
const DEVICE_TERM_BOOST = 0.3;

/** Words that say something is wrong, not what. */
const VAGUE = new Set(VAGUE_WORDS.flatMap((w) => words(w).map(stem)));

const DEVICE_FACTOR: Record<DeviceFit, number> = { named: 1.6, hinted: 1.2, unknown: 1, other: 0.2 };

/**
 * Base rates (issue 24): a problem that was the confirmed cause of many real reports is likelier than one
 * no report had, as a repairer knows the usual faults. An entry's score is lifted by ((its reports +
 * SMOOTHING) / SMOOTHING) ^ BASE_RATE_WEIGHT: 1 for a problem no report had, about 1.45 for one of five.
 * Counted on the dev split's reports (knowledge/report-counts.ts); the values were chosen by five-fold
 * cross-validation on it (docs/ai-coverage-research.md, round 14).
 */
const BASE_RATE_SMOOTHING = 2;
const BASE_RATE_WEIGHT = 0.3;
/** A story read word by word from English matches its problem less sharply: the base rate weighs more. */
const ENGLISH_BASE_RATE_WEIGHT = 0.7;
/**
 * A short complaint ("la lavatrice butta acqua per terra") is all symptom and says which problem it is; a story
 * of many words matches many problems a little, and there the base rate decides between near ties. The weight
 * grows from nothing at STORY_FROM distinct words to full at STORY_FULL.
 */
const STORY_FROM = 8;
const STORY_FULL = 16;
/**
 * How closely one of an entry's own lines says what the member said (issue 24): BM25 sums words over all of an
 * entry's text, so an entry with much text matches a long story a little everywhere; an entry whose label, problem,
 * one symptom, one cause, one way to tell its causes apart or one solution the story holds nearly whole is likelier.
 * Each share is of that line's distinct stems the story's cause words hold. The weights (of the score's logarithm)
 * were fitted on the dev split's reports by five-fold cross-validation, ranking the best RERANK_POOL candidates, in
 * two rounds each checked on a fresh batch before it was read (docs/ai-coverage-research.md, round 22).
 */
const SHAPE_WEIGHTS = {
  label: 0.157,
  problem: 0.108,
  bestSymptom: 0.329,
  meanSymptom: 0.15,
  halfSaid: 0.144,
  bestCause: 0.139,
  bestTell: 0.288,
  bestSolution: 0.189,
};
/** How many of the best candidates are ranked again by their lines' shape. */
const RERANK_POOL = 8;

/** The share of a line's distinct stems among the words said. */
const shareSaid = (line: readonly string[], said: ReadonlySet<string>) => {
  if (line.length === 0) return 0;
  let found = 0;
  for (const s of line) if (said.has(s)) found++;
  return found / line.length;
};

const baseRate = (id: string) => ((REPORT_COUNTS[id] ?? 0) + BASE_RATE_SMOOTHING) / BASE_RATE_SMOOTHING;
/** A pattern of letters only, short enough to be a word of the language too. */
const SHORT_CODE = /^[a-z]{1,3}$/;
/** How a text says a code is on the display. */
const SHOWN_AS =
  '(?:errore|codice|code|err|error|segna|scritta|compare|appare|lampeggia|display|mostra|dice)';

/** What an entry's score keeps when the story quotes a named pattern that is not this entry's. */
const UNNAMED_WHEN_CODED = 0.75;

/**
 * What an entry about one error code keeps when the story quotes no code of it: "la lavastoviglie non scarica"
 * is the generic problem, not Bosch's E25, unless the words say much more about the coded one.
 */
const CODED_UNQUOTED = 0.8;
/** A heading about a code says it is shown or given ("errore E25", "dà F01"). */
const ABOUT_A_CODE = new RegExp(`(^| )${SHOWN_AS}( |$)|(^| )da `);

/** An entry for a device the story names after the one it is about. */
const SECONDARY_FACTOR = 0.75;
/** An entry for a generation the story names after the one it is about (a console's, a small appliance's kind). */
const LATER_GENERATION_FACTOR = 0.5;

/** A code of one or two letters and a number ("E18", "F05"): people also write it "E-18" or "E 18". */
const LETTERS_NUMBER = /^([a-z]{1,2})(\d{1,3})$/;
/** Letters that are Italian words alone ("e", "a"): "e 18" is a code only where the text says it is shown. */
const WORD_LETTERS = /^[aeio]$/;

/**
 * A pattern can be one maker's code, written "bosch siemens: e18": the same code means another fault on
 * another maker's machine, so it does not count where the text names a different maker.
 */
function parsePattern(pattern: string): { code: string; brands: string[] } {
  const colon = pattern.indexOf(':');
  if (colon < 0) return { code: normalise(pattern), brands: [] };
  return { code: normalise(pattern.slice(colon + 1)), brands: normalise(pattern.slice(0, colon)).split(' ') };
}

/** The regular expression that finds a normalised pattern in a normalised text. */
function patternRegExp(code: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A code of one to three letters ("LE", "dE", "te") is also an ordinary word: it counts only where
  // the text says it is shown ("errore LE", "lampeggia dE").
  if (SHORT_CODE.test(code)) return new RegExp(`(^| )${SHOWN_AS} ${literal(code)}( |$)`);
  const parts = LETTERS_NUMBER.exec(code);
  if (!parts) return new RegExp(`(^| )${literal(code)}( |$)`);
  const [, letters, digits] = parts;
  // "F05" is also written "F5".
  const number = /^0\d$/.test(digits!) ? `0?${digits!.slice(1)}` : digits;
  const spaced = WORD_LETTERS.test(letters!) ? `${SHOWN_AS} ${letters} ${number}` : `${letters} ${number}`;
  return new RegExp(`(^| )(?:${letters}-?${number}|${spaced})( |$)`);
}

/**
 * A piece of text every match of the pattern holds, tested before the regular expression: a story meets
 * more than a thousand patterns, and a substring test costs a fraction of a regular expression's.
 */
function needleOf(code: string): string {
  const parts = LETTERS_NUMBER.exec(code);
  return parts ? parts[2]!.replace(/^0(?=\d)/, '') : code;
}

/** The stems of the words that say a code is shown. */
const SHOWN_STEMS = stemsOf(
  SHOWN_AS.replace(/[^a-z|]/g, '')
    .split('|')
    .join(' '),
);

/** What an entry's score keeps when the story holds none of the words it requires (a liquid for water damage). */
const WITHOUT_REQUIRED = 0.4;

/** What a named pattern adds to an entry's score: as much as several specific words. */
const PATTERN_SCORE = 40;

/** Laptops whose faults are their maker's own: they fit a text only when it names them. */
const OWN_MAKER_LAPTOPS = ['mac', 'chromebook'];
const ownMakersOnly = (generations: { text: Set<string>; entry: Set<string> }) =>
  OWN_MAKER_LAPTOPS.some((g) => generations.entry.has(g) && !generations.text.has(g));

/**
 * Console generations with no HDMI port: an HDMI fault (the port, its chip) is not theirs (a PS2's black screen
 * was answered with the HDMI port).
 */
const BEFORE_HDMI = new Set([
  'ps1',
  'ps2',
  'psp',
  'psvita',
  'nes',
  'snes',
  'n64',
  'gamecube',
  'wii',
  'gameboy',
  'gba',
  'ds',
  '3ds',
  'megadrive',
  'saturn',
  'dreamcast',
]);
const HDMI = /\bhdmi\b/i;

/** Console generations that read discs only: a cartridge's fault is not theirs (a Wii's disc read as a cartridge). */
const DISCS_ONLY = new Set([
  'ps1',
  'ps2',
  'ps3',
  'ps4',
  'ps5',
  'psp',
  'x360',
  'xone',
  'xseries',
  'gamecube',
  'wii',
  'wiiu',
  'saturn',
  'dreamcast',
]);
const CARTRIDGE = /\bcartucc/i;

/** A 1980s home computer has no BIOS, operating system on disk, graphics card, fan or modern port. */
const HOME_COMPUTERS = new Set(['homecomputer']);
const MODERN_PC =
  /\b(bios|uefi|windows|linux|mac|ssd|nvme|scheda video|gpu|ventol\w*|banc\w* di ram|monitor|hdmi|displayport|usb|driver)\b/i;

/** Faults a text's console generations (or home computers) cannot have, by what the entry's label or problem names. */
const NOT_THEIRS: { generations: Set<string>; fault: RegExp }[] = [
  { generations: BEFORE_HDMI, fault: HDMI },
  { generations: DISCS_ONLY, fault: CARTRIDGE },
  { generations: HOME_COMPUTERS, fault: MODERN_PC },
];
const notTheirs = (entry: KnowledgeEntry, text: Set<string>) =>
  text.size > 0 &&
  NOT_THEIRS.some(
    ({ generations, fault }) =>
      [...text].every((g) => generations.has(g)) && fault.test(`${entry.label} ${entry.problem}`),
  );

function deviceFit(
  entry: KnowledgeEntry,
  devices: DetectedDevices,
  generations: { text: Set<string>; entry: Set<string> },
): DeviceFit {
  const has = (set: Set<DeviceKey>) => entry.devices.some((d) => set.has(d));
  if (notTheirs(entry, generations.text)) return 'other';
  // …nor is a 1980s home computer's fault a modern PC's, whose story names no home computer.
  if (generations.entry.has('homecomputer') && !generations.text.has('homecomputer')) return 'other';
  // A known fault of one generation (the PS3's yellow light) is not the PS4's.
  if (
    generations.text.size > 0 &&
    generations.entry.size > 0 &&
    ![...generations.entry].some((g) => generations.text.has(g))
  ) {
    return 'other';
  }
  if (devices.named.size > 0) {
    // A Mac's or a Chromebook's own fault (flexgate, the SMC reset, a powerwash) only hints at a laptop
    // that is not said to be one.
    if (has(devices.named)) return ownMakersOnly(generations) ? 'hinted' : 'named';
    // "la console" without saying which: a problem of one family (the Xbox's red ring) may be it.
    const familyOfNamed = entry.devices.some((d) => {
      const wider = widerOf(d);
      return wider && devices.named.has(wider) && ![...devices.named].some((n) => widerOf(n) === wider);
    });
    return familyOfNamed ? 'hinted' : 'other';
  }
  if (devices.hinted.size > 0) return has(devices.hinted) ? 'hinted' : 'unknown';
  return 'unknown';
}

interface Doc {
  id: string;
  label: string;
  symptoms: string;
  problem: string;
}

/** Query text that is already stems, one space between them. */
const STEMMED = { tokenize: (text: string) => text.split(' '), processTerm: (term: string) => term };

/**
 * Full-text matcher over the knowledge base: MiniSearch (BM25) on Snowball Italian stems with
 * synonyms and typo tolerance, weighted by the devices the text names.
 */
export class Matcher {
  private readonly entries: Map<string, KnowledgeEntry>;
  private readonly index: MiniSearch<Doc>;
  /** Every stem the knowledge base uses: a query word among them needs no typo tolerance. */
  private readonly vocabulary = new Set<string>();
  /** The console generations each entry is about (from its label, problem and patterns), if any. */
  private readonly generations = new Map<string, Set<string>>();
  /** The most the factors lift a search score without a named pattern: the device's and the largest base rate. */
  private readonly maxFactor: number;
  /** The words a story must hold for an entry to lead (KnowledgeEntry.requires), as one expression per entry. */
  private readonly required = new Map<string, RegExp>();
  /** The entries about one error code: their label or problem names it ("Errore E25 (Bosch…)"). */
  private readonly coded = new Set<string>();
  /** Each entry's label, problem, symptoms, causes, ways to tell them apart and solutions as distinct stems (see SHAPE_WEIGHTS). */
  private readonly lines = new Map<
    string,
    {
      label: string[];
      problem: string[];
      symptoms: string[][];
      causes: string[][];
      tells: string[][];
      solutions: string[][];
    }
  >();
  /** Each entry's named patterns, normalised, with the entries that name them (and their makers, if any). */
  private readonly patterns: {
    pattern: RegExp;
    needle: string;
    code: string;
    ids: { id: string; brands: string[] }[];
  }[];

  constructor(entries: KnowledgeEntry[]) {
    this.entries = new Map(entries.map((e) => [e.id, e]));
    this.maxFactor =
      DEVICE_FACTOR.named *
      Math.max(1, ...entries.map((e) => baseRate(e.id))) **
        Math.max(BASE_RATE_WEIGHT, ENGLISH_BASE_RATE_WEIGHT);
    for (const e of entries) {
      this.generations.set(e.id, generationsOf(`${e.label}. ${e.problem}. ${(e.patterns ?? []).join('. ')}`));
      if (e.requires?.length) {
        const words = e.requires.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
        this.required.set(e.id, new RegExp(` (?:${words})`));
      }
    }
    const distinct = (line: string) => [...new Set(stemsOf(line))];
    for (const e of entries) {
      this.lines.set(e.id, {
        label: distinct(e.label),
        problem: distinct(e.problem),
        symptoms: e.symptoms.map(distinct),
        causes: e.causes.map(distinct),
        tells: (e.tells ?? []).map(distinct),
        solutions: e.solutions.map(distinct),
      });
    }
    for (const e of entries) {
      const heading = normalise(`${e.label} ${e.problem}`);
      const codes = (e.patterns ?? []).map((p) => parsePattern(p).code).filter((c) => LETTERS_NUMBER.test(c));
      if (ABOUT_A_CODE.test(heading) && codes.some((c) => ` ${heading} `.includes(` ${c} `)))
        this.coded.add(e.id);
    }
    const byPattern = new Map<string, { id: string; brands: string[] }[]>();
    for (const e of entries) {
      for (const p of e.patterns ?? []) {
        const { code, brands } = parsePattern(p);
        if (code) byPattern.set(code, [...(byPattern.get(code) ?? []), { id: e.id, brands }]);
      }
    }
    this.patterns = [...byPattern].map(([code, ids]) => ({
      pattern: patternRegExp(code),
      needle: needleOf(code),
      code,
      ids,
    }));
    const documents = entries.map((e) => ({
      id: e.id,
      label: e.label,
      symptoms: [e.label, ...e.symptoms].join('. '),
      problem: [e.problem, ...e.causes].join('. '),
    }));
    for (const doc of documents)
      for (const s of stemsOf(`${doc.symptoms} ${doc.problem}`)) this.vocabulary.add(s);
    this.index = this.indexOf(documents);
  }

  private indexOf(documents: Doc[]): MiniSearch<Doc> {
    // Fuzzy and prefix search cost most of a query's time: only words the knowledge base does not
    // know (typos, rare inflections) get them.
    const unknown = (term: string) => term.length >= 5 && !this.vocabulary.has(term);
    const index = new MiniSearch<Doc>({
      fields: ['label', 'symptoms', 'problem'],
      tokenize: (text) => [...words(text)],
      processTerm: (term) => stem(term),
      searchOptions: {
        boost: { label: 1, symptoms: 2, problem: 1 },
        fuzzy: (term) => (unknown(term) ? 0.2 : false),
        prefix: unknown,
        weights: { fuzzy: 0.35, prefix: 0.5 },
        combineWith: 'OR',
      },
    });
    index.addAll(documents);
    return index;
  }

  /** How much the shape of an entry's own lines lifts its score for the words said (see SHAPE_WEIGHTS). */
  private shapeFactor(id: string, said: ReadonlySet<string>): number {
    const lines = this.lines.get(id)!;
    const shares = (group: string[][]) => group.map((line) => shareSaid(line, said));
    const best = (group: string[][]) => Math.max(0, ...shares(group));
    const symptoms = shares(lines.symptoms);
    const w = SHAPE_WEIGHTS;
    return Math.exp(
      w.label * shareSaid(lines.label, said) +
        w.problem * shareSaid(lines.problem, said) +
        w.bestSymptom * Math.max(0, ...symptoms) +
        w.meanSymptom * (symptoms.length === 0 ? 0 : symptoms.reduce((a, b) => a + b, 0) / symptoms.length) +
        w.halfSaid * symptoms.filter((share) => share >= 0.5).length +
        w.bestCause * best(lines.causes) +
        w.bestTell * best(lines.tells) +
        w.bestSolution * best(lines.solutions),
    );
  }

  /**
   * The best entries for a text, best first (`devices`: the text's, when the caller has them; `readFromEnglish`:
   * the text is an English story read in Italian; `original`: that story as written, whose quoted messages
   * ("CPU fan error", "no bootable device") are named patterns before their words are read in Italian).
   */
  match(
    text: string,
    devices = detectDevices(text),
    limit = 5,
    { readFromEnglish = false, original }: { readFromEnglish?: boolean; original?: string } = {},
  ): Match {
    const terms = [...new Set(stemsOf(text))];
    const story = readStory(text);
    if (terms.length === 0) return { candidates: [], devices, terms, causeTerms: [], story };
    const plain = ` ${normalise(text)} `;
    const secondary = devices.primary.size > 0 && devices.named.size > devices.primary.size;
    // The named patterns the text quotes, in its words or as an English story wrote them.
    const asWritten = original === undefined ? null : ` ${normalise(original)} `;
    const holds = (p: { needle: string; pattern: RegExp }, t: string) =>
      t.includes(p.needle) && p.pattern.test(t);
    const quoted = this.patterns.filter(
      (p) => holds(p, plain) || (asWritten !== null && holds(p, asWritten)),
    );
    // A named pattern quoted only where the member lists what they already tried or guessed ("ho già cambiato il
    // lettore CD, la RAM, il disco") is not what the device shows: it does not name the problem.
    const told = story.clauses.some((c) => c.role === 'symptom');
    const plainClauses =
      quoted.length > 0 && told
        ? story.clauses.map((c) => ({
            plain: ` ${normalise(c.text)} `,
            aside: c.role === 'tried' || c.role === 'guess',
          }))
        : [];
    const onlyAside = (p: { needle: string; pattern: RegExp }) => {
      const holding = plainClauses.filter((c) => c.plain.includes(p.needle) && p.pattern.test(c.plain));
      return holding.length > 0 && holding.every((c) => c.aside);
    };
    const found = quoted.filter((p) => !onlyAside(p));
    const makers = new Set(plain.split(' ').filter((w) => Object.hasOwn(BRANDS, w)));
    // A maker's code counts unless the text names only other makers.
    const byMaker = (brands: string[]) =>
      brands.length === 0 || makers.size === 0 || brands.some((b) => makers.has(b));
    // A code that means another fault on another maker's machine ("OE": LG's drain, Samsung's overfill)
    // speaks only through the entries of the text's maker: as a plain word, with the words that say it
    // is shown ("errore", "display"), it would also pick an entry whose symptoms quote it for another maker.
    const otherMakers = found.filter(
      (p) => (/\d/.test(p.code) || SHORT_CODE.test(p.code)) && p.ids.some((i) => !byMaker(i.brands)),
    );
    const codeTerms = new Set(otherMakers.flatMap((p) => stemsOf(p.code)));
    if (otherMakers.length > 0) for (const t of SHOWN_STEMS) codeTerms.add(t);
    const query = terms.filter((t) => !codeTerms.has(t));
    // Coverage counts the words that describe the problem: device names and model numbers only pick
    // the device, and "rotto", "non funziona" do not say what is wrong. A symptom's words count more
    // than the story around it (issue 24).
    const models = modelStems(text);
    const saidAsProblem = deviceStemsSaidAsProblem(text);
    const counted = query.filter(
      (t) =>
        (!DEVICE_WORDS.has(t) || saidAsProblem.has(t)) && !models.has(t) && !/^\d+$/.test(t) && !VAGUE.has(t),
    );
    const causeTerms = terms.filter((t) => (!isDeviceTerm(t) || saidAsProblem.has(t)) && !models.has(t));
    const countedWeight = counted.reduce((sum, t) => sum + story.weightOf(t), 0);
    const storyShare = Math.min(1, Math.max(0, (terms.length - STORY_FROM) / (STORY_FULL - STORY_FROM)));
    const baseRateWeight = (readFromEnglish ? ENGLISH_BASE_RATE_WEIGHT : BASE_RATE_WEIGHT) * storyShare;
    const ordered = generationsInOrder(text);
    const textGenerations = new Set(ordered);
    // A story that names several generations is about the first one it names.
    const firstGeneration = ordered.length > 1 ? ordered[0] : undefined;
    const patternHits = new Set(
      found.flatMap((p) => p.ids.filter((i) => byMaker(i.brands)).map((i) => i.id)),
    );
    const results = this.index.search(query.join(' '), {
      ...STEMMED,
      // A device's or brand's name and a model number pick the device, not the problem: they must not
      // make an entry that mentions the same model win over one that matches the symptom.
      boostTerm: (term: string) =>
        story.weightOf(term) *
        ((isDeviceTerm(term) && !saidAsProblem.has(term)) || models.has(term) ? DEVICE_TERM_BOOST : 1),
    });
    const seen = new Set(results.map((r) => String(r.id)));
    for (const id of patternHits)
      if (!seen.has(id)) results.push({ id, score: 0, queryTerms: [], terms: [], match: {} });
    // The weight of each counted word, read once: every result's coverage sums them.
    const countedWeights = new Map(counted.map((t) => [t, story.weightOf(t)]));
    const candidateOf = (result: (typeof results)[number]): Candidate => {
      const entry = this.entries.get(String(result.id))!;
      const entryGenerations = this.generations.get(entry.id)!;
      const fit = deviceFit(entry, devices, { text: textGenerations, entry: entryGenerations });
      const pattern = patternHits.has(entry.id);
      let matchedWeight = 0;
      for (const t of new Set(result.queryTerms)) matchedWeight += countedWeights.get(t) ?? 0;
      const coverage = countedWeight === 0 ? 0 : matchedWeight / countedWeight;
      // An entry that explains none of the problem's words must not win on the device name alone.
      const explained = counted.length === 0 ? 1 : 0.25 + 0.75 * coverage;
      let score = result.score * DEVICE_FACTOR[fit] * explained * baseRate(entry.id) ** baseRateWeight;
      // A fault that only follows an event the story never mentions (water damage without any liquid) does not lead.
      if (this.required.get(entry.id)?.test(plain) === false) score *= WITHOUT_REQUIRED;
      // A story that names several devices is about the first: the TV it was plugged into is context.
      if (fit === 'named' && secondary && !entry.devices.some((d) => devices.primary.has(d))) {
        score *= SECONDARY_FACTOR;
      }
      // …and one that names several generations, about the first ("la PS3, retrocompatibile con la PS2").
      if (firstGeneration && entryGenerations.size > 0 && !entryGenerations.has(firstGeneration)) {
        score *= LATER_GENERATION_FACTOR;
      }
      // A named pattern (an error code, a light pattern) points at its problem almost alone.
      if (pattern) score = score * 1.5 + PATTERN_SCORE * DEVICE_FACTOR[fit];
      // …and where the story quotes one, a problem it does not name has to explain much more.
      else if (patternHits.size > 0) score *= UNNAMED_WHEN_CODED;
      else if (this.coded.has(entry.id)) score *= CODED_UNQUOTED;
      return {
        entry,
        score,
        pattern,
        coverage: pattern ? Math.max(coverage, 0.6) : coverage,
        deviceFit: fit,
      };
    };
    // The search's results come best first, and no factor lifts a score above maxFactor times the
    // search's own: once a result cannot reach the last place kept (nor beat the best one for the named
    // device), none after it can. A long story matches hundreds of entries; most are never scored.
    const candidates: Candidate[] = [];
    const kept: number[] = [];
    const pool = Math.max(limit, RERANK_POOL);
    let bestNamed = devices.named.size > 0 ? -1 : Number.POSITIVE_INFINITY;
    for (const result of results) {
      const pattern = patternHits.has(String(result.id));
      if (!pattern) {
        const reach = result.score * this.maxFactor;
        if (kept.length >= limit && reach < kept[limit - 1]! && reach < bestNamed) continue;
      }
      const candidate = candidateOf(result);
      candidates.push(candidate);
      if (candidate.deviceFit === 'named') bestNamed = Math.max(bestNamed, candidate.score);
      kept.push(candidate.score);
      kept.sort((a, b) => b - a);
      kept.length = Math.min(kept.length, limit);
    }
    candidates.sort((a, b) => b.score - a.score);
    // The best few ranked again by how nearly the story says one of their own lines; like the base rate, this counts
    // in a story, not in a short complaint, which is all symptom.
    const said = new Set(causeTerms);
    const ranked =
      storyShare === 0
        ? candidates
        : candidates
            .slice(0, pool)
            .map((c) => ({ ...c, score: c.score * this.shapeFactor(c.entry.id, said) ** storyShare }))
            .sort((a, b) => b.score - a.score);
    const best = ranked.slice(0, limit);
    // The named device's best problem stays among them, however far behind: the answer may be about it.
    if (devices.named.size > 0 && best.length === limit && !best.some((c) => c.deviceFit === 'named')) {
      const named = candidates.find((c) => c.deviceFit === 'named');
      if (named) best[limit - 1] = named;
    }
    return { candidates: best, devices, terms, causeTerms, story };
  }
}
