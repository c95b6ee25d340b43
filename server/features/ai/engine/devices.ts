import {
  BRANDS,
  CONTEXT_HINTS,
  DEVICES,
  type Device,
  type DeviceKey,
  GENERIC_NAMES,
  LABEL_CODES,
  namesOf,
} from '../knowledge/devices.ts';
import { editDistance } from './distance.ts';
import { isSynonym, normalise, stem, words } from './text.ts';

export interface DetectedDevices {
  /** Devices named outright or by a model word ("lavatrice", "iPhone 12", "PS5"). */
  named: Set<DeviceKey>;
  /** Devices a brand or an everyday word hints at ("Samsung", "i panni"). */
  hinted: Set<DeviceKey>;
  /**
   * The named device the story is about when it names several: the one it names first ("la PS4 non dà
   * segnale alla TV, ho provato vari monitor" is about the PS4), with the wider device of its family.
   */
  primary: Set<DeviceKey>;
}

interface Phrase {
  device: DeviceKey;
  stems: string[];
  /** The name's words, normalised: a text word must be one of their forms, not only share a stem. */
  forms: string[];
  /** A part ("cestello", "oblò"): it names the device, but a dryer has a drum too. */
  part: boolean;
}

const phrases: Phrase[] = Object.entries(DEVICES)
  .flatMap(([device, d]) =>
    namesOf(d).map((name) => ({
      device: device as DeviceKey,
      stems: words(name).map(stem),
      forms: [...words(name)],
      part: !(d.names as readonly string[]).includes(name),
    })),
  )
  .filter((p) => p.stems.length > 0)
  .sort((a, b) => b.stems.length - a.stems.length);

/** Phrases by their first stem, longest first, so a text is scanned once. */
const phrasesByFirst = new Map<string, Phrase[]>();
for (const phrase of phrases) {
  const list = phrasesByFirst.get(phrase.stems[0]!) ?? [];
  list.push(phrase);
  phrasesByFirst.set(phrase.stems[0]!, list);
}

/**
 * Whether a text word is a form of a name's word, not only a word with the same stem: "lavatrici" is
 * a form of "lavatrice", but "controllo" (I check) is not one of "controller", though both stem to
 * "controll". A name ending in a consonant (a loan word) takes only its English plural; a synonym
 * ("joystick" for "controller") is a form by definition.
 */
function isFormOf(word: string, name: string): boolean {
  if (word === name || isSynonym(word)) return true;
  if (/[aeiou]$/.test(name)) return word.startsWith(name.slice(0, -1));
  return word === `${name}s`;
}

/** One-word names long enough to be forgiven a typo. */
const fuzzyNames = Object.entries(DEVICES).flatMap(([device, d]) =>
  namesOf(d)
    .map(normalise)
    .filter((n) => !n.includes(' ') && n.length >= 7)
    .map((name) => ({ device: device as DeviceKey, name })),
);

/** "fa rumore come un phon", "tipo aspirapolvere": a device named to compare, not the one broken. */
const COMPARISON =
  /\b(come|tipo|sembra|sembrava|pare|pareva|simile a|rumore da|verso da) (un |una |uno |il |lo |la |l )?[a-z]+/g;

/**
 * "gira più veloce di una centrifuga", "peggio di un frullatore", "manco fosse un phon"; not "più volte che
 * l'iPhone si spegne" (how often, not a comparison).
 */
const COMPARATIVE =
  /\b((?:piu|meno) (?!(?:volte|spesso|tardi|presto|tempo|giorni|ore|minuti|settimane|mesi|anni)\b)[a-z]+|peggio|meglio|manco fosse|neanche fosse|nemmeno fosse) (di |del |della |dello |dell |che )?(un |una |uno |il |lo |la |l )?[a-z]+/g;

/** "Il frigo è diventato un forno": a device named as a metaphor is not the device. */
const METAPHOR = /\b(diventat[oa]|diventa|trasformat[oa] in) (un |una |uno )[a-z]+/g;

/** "L'orologio della schermata", "l'orologio di sistema": a device's clock, not a watch. */
const DEVICE_CLOCK =
  /\borologio (?=(?:della schermata|dello schermo|del telefono|del cellulare|del pc|del computer|del bios|di sistema|interno)\b)/g;

/** "In giro in bici", "l'ho lasciato in auto": how the member travels, not the device that broke. */
const TRAVEL = /\b(in) (?:bici|bicicletta|auto|macchina|moto|treno|aereo)\b/g;

/** A console's or a phone's modes ("modalità portatile", "modalità TV", "modalità aereo") name no device. */
const MODE = /\b(modalita) (?:portatile|tv|televisore|da tavolo|tablet|desktop|aereo|pc)\b/g;

/** "Play" in a phone's name (Moto G4 Play, Honor Play, Xperia Play) is not a PlayStation. */
const PHONE_PLAY =
  /\b((?:moto\s?[a-z]\s?\d{0,2}|honor(?:\s?\d{1,2}[a-z]?)?|xperia|galaxy\s?[a-z]{0,2}\s?\d{0,3})\s)play\b/g;

/** A watch's "cassa" is its case, not a speaker: "la cassa del mio Apple Watch si è staccata". */
const WATCH_CASE =
  /\bcass[ae] (?:(?:del|dell|dello|di|de) )?(?:(?:mio|mia|suo|sua|tuo) )?(?=(?:(?:apple|samsung|galaxy|pixel) )*(?:watch|smartwatch|orologio)\b)/g;

/**
 * "Gli switch", "diversi switch", "due switch" of a keyboard or a network are switches, not a Nintendo Switch ("la Switch"): a
 * plural article or quantity right before the word, or named with what they are ("switch meccanici", "switch di rete").
 */
const NOT_A_SWITCH =
  /\b((?:gli|degli|agli|sugli|negli|dagli|questi|quegli|tutti gli|diversi|vari|alcuni|parecchi|altri|piccolo|piccoli|due|tre|quattro|cinque|sei|dieci|\d+)\s)switch\b|\bswitch(?=\s(?:meccanic\w*|di rete|ethernet|dei tasti|del tasto|della tastiera|cherry|gateron|kailh|hot\s?swap)\b)/g;

/** A network switch fails as a router does (its power adapter, its heat, its board): it is read as one. */
const NETWORK_SWITCH = /\b(?:lo |uno |il mio |mio )?switch (?:di rete|ethernet|gigabit)\b/g;

/**
 * Words of a device's name that are also words of another thing: an OLED screen or panel is not an OLED TV, the Tab key
 * is not a tablet, pressing Play is not a PlayStation, a touch pad or a mouse pad is not a game pad.
 */
const NOT_THE_DEVICE: [RegExp, string][] = [
  [/\b(schermo|schermi|display|pannello|pannelli|switch|versione|modello)((?: \w+)?) oled\b/g, '$1$2'],
  [/\b(tasto|tasti|key) tab\b|\btab key\b/g, 'tasto tabulazione'],
  [
    /\b(premo|premi|preme|premere|premendo|premuto|schiaccio|schiacciare|clicco|cliccare|tasto|tasti|pulsante|press|pressing|hit)( (?:il|su|the))? play\b/g,
    '$1$2 riproduci',
  ],
  [/\b(touch|mouse|track|key|num) ?pad\b/g, '$1pad'],
];

/** A maker's watch is a smartwatch, not the maker's phone ("Galaxy Watch", "Pixel Watch"). */
const MAKERS_WATCH = /\b(?:apple|galaxy|samsung|pixel|huawei|xiaomi|honor) watch\b/g;

/**
 * The text, normalised, without the devices it names only to compare ("un rumore come un'auto"), without the
 * "Play" of a phone's name, a watch's "cassa" and the device words that name another thing there (an OLED screen, the
 * Tab key, pressing Play, a touch pad), with a maker's watch read as a smartwatch and a network switch as a router.
 */
export const withoutComparisons = (text: string) =>
  NOT_THE_DEVICE.reduce((t, [pattern, by]) => t.replace(pattern, by), normalise(text))
    .replace(METAPHOR, '$1')
    .replace(MODE, '$1')
    .replace(TRAVEL, '$1')
    .replace(DEVICE_CLOCK, '')
    .replace(COMPARISON, '$1')
    .replace(COMPARATIVE, '$1')
    .replace(PHONE_PLAY, '$1')
    .replace(WATCH_CASE, '')
    .replace(NETWORK_SWITCH, 'il router')
    .replace(NOT_A_SWITCH, '$1interruttori')
    .replace(MAKERS_WATCH, 'smartwatch');

/** A record's own value for a word, never an Object.prototype member ("constructor"). */
export const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * The stems of the words the text's model names are made of ("Z Flip 3", "F4J6", "la quattro"): like a
 * device's name they pick the device, not the problem. A word that is also a synonym of a problem word
 * ("monitor", a screen) stays a word of the problem.
 */
export function modelStems(text: string): Set<string> {
  const plain = withoutComparisons(text);
  const found = new Set<string>();
  // A maker's watch ("Pixel Watch") is read as a smartwatch: its words pick the device, not the problem.
  for (const m of normalise(text).matchAll(MAKERS_WATCH)) for (const w of words(m[0])) found.add(stem(w));
  for (const d of Object.values(DEVICES)) {
    for (const re of 'models' in d ? d.models : []) {
      const m = re.exec(plain);
      if (m) for (const w of words(m[0])) if (!isSynonym(w)) found.add(stem(w));
    }
  }
  return found;
}

/** Every name word's stem: a word with one of them that is not a form of the name is another word. */
const nameStems = new Set(phrases.flatMap((p) => p.stems));

/** The device a long word misspells, by word: members write the same words again and again. */
const misspelt = new Map<string, DeviceKey | null>();

/** Verb forms ("controllare", "giocando") are words of their own, never a device name mistyped. */
const VERB_FORM = /(are|ere|ire|ato|ata|ati|ate|ando|endo|avo|ava|ivo|iva)$/;

function misspeltDevice(word: string): DeviceKey | null {
  let device = misspelt.get(word);
  if (device === undefined && (VERB_FORM.test(word) || nameStems.has(stem(word)))) device = null;
  if (device === undefined) {
    // Typos keep the first letter: only names starting like the word are compared.
    const max = word.length >= 10 ? 2 : 1;
    device =
      fuzzyNames.find((f) => f.name[0] === word[0] && editDistance(word, f.name, 2) <= max)?.device ?? null;
    if (misspelt.size < 20_000) misspelt.set(word, device);
  }
  return device;
}

/** The wider device a family belongs to (a PlayStation is a console), if any. */
export function widerOf(device: DeviceKey): DeviceKey | undefined {
  const d: Device = DEVICES[device];
  return d.within as DeviceKey | undefined;
}

/** Devices that show, play or drive another one: their symptom may be that device's fault. */
export const PERIPHERALS = new Set<DeviceKey>(['tv', 'monitor', 'audio', 'controller']);

const COMPUTERS = new Set<DeviceKey>(['laptop', 'desktop']);
const KEYBOARD_WORDS = new Set(['tastiera', 'tastiere']);

/** Finds the devices a text talks about: names and models first, brands as hints. */
export function detectDevices(text: string): DetectedDevices {
  const named = new Set<DeviceKey>();
  const hinted = new Set<DeviceKey>();
  /** Where each named device is first named, in words from the start. */
  const firstAt = new Map<DeviceKey, number>();
  const name = (device: DeviceKey, at: number) => {
    named.add(device);
    firstAt.set(device, Math.min(firstAt.get(device) ?? at, at));
  };
  const plain = withoutComparisons(text);
  for (const [device, d] of Object.entries(DEVICES)) {
    const models = 'models' in d ? d.models : [];
    for (const re of models) {
      const found = re.exec(plain);
      if (found) name(device as DeviceKey, words(plain.slice(0, found.index)).length);
    }
  }
  const textWords = words(plain);
  const textStems = textWords.map(stem);
  const used = new Array<boolean>(textStems.length).fill(false);
  /** The different words that hint at each device ("Maytag", "il bucato"). */
  const hintWords = new Map<DeviceKey, Set<string>>();
  for (let i = 0; i < textStems.length; i++) {
    if (used[i]) continue;
    const phrase = phrasesByFirst
      .get(textStems[i]!)
      ?.find((p) =>
        p.stems.every(
          (s, k) => textStems[i + k] === s && !used[i + k] && isFormOf(textWords[i + k]!, p.forms[k]!),
        ),
      );
    if (!phrase) continue;
    if (phrase.part) named.add(phrase.device);
    else name(phrase.device, i);
    for (let k = 0; k < phrase.stems.length; k++) used[i + k] = true;
  }
  textWords.forEach((word, i) => {
    if (used[i]) return;
    const generic = own(GENERIC_NAMES, word);
    if (generic) {
      for (const device of generic) name(device, i);
      return;
    }
    const brand = own(BRANDS, word) ?? own(CONTEXT_HINTS, word);
    if (brand) {
      for (const device of brand) {
        hinted.add(device);
        (hintWords.get(device) ?? hintWords.set(device, new Set()).get(device)!).add(word);
      }
    } else if (word.length >= 7) {
      const close = misspeltDevice(word);
      if (close) name(close, i);
    }
  });
  // Two different hints that agree ("la Maytag", "il bucato") name the device as surely as its name.
  if (named.size === 0) {
    for (const [device, found] of hintWords) if (found.size >= 2) name(device, textWords.length);
  }
  // A keyboard that is the story's only device is a computer's ("la tastiera wireless non scrive"): which
  // computer it plugs into does not change its fault, so it is not asked. A phone's, a tablet's or a
  // microwave's keyboard is said with its device.
  if (named.size === 0 && [...hinted].every((d) => COMPUTERS.has(d))) {
    const at = textWords.findIndex((w) => KEYBOARD_WORDS.has(w));
    if (at >= 0) for (const device of COMPUTERS) name(device, at);
  }
  const first = Math.min(...firstAt.values());
  const primary = new Set([...firstAt].filter(([, at]) => at === first).map(([device]) => device));
  // A family names its wider device too: a PS4 is a console, so every console problem fits it.
  for (const device of [...named, ...hinted]) {
    const wider = widerOf(device);
    if (wider) (named.has(device) ? named : hinted).add(wider);
    if (wider && primary.has(device)) primary.add(wider);
  }
  for (const device of named) hinted.delete(device);
  return { named, hinted, primary };
}

/** Console generations and kinds of small appliance, by the ways people write them ("play 4", "PS4", "playstation 4" are one). */
const GENERATIONS: [RegExp, string][] = [
  [/\b(ps|play\s?station|play)\s?([1-5])\b/g, 'ps$2'],
  [/\b(psx|ps\s?one|x\s?station|free\s?psx\s?boot|pu-?\s?(?:7|8|18|20|22|23))\b/g, 'ps1'],
  // Model codes on the label say the generation too.
  ...LABEL_CODES.flatMap(({ pattern, generation }): [RegExp, string][] =>
    generation ? [[new RegExp(pattern.source, 'g'), generation]] : [],
  ),
  [
    /\bplay\s?(station\s?)?quattro\b|\bla quattro\b(?! (stagioni|formaggi|ruote|porte|stelle|volte|ore|di|del|della|e|o|persone|anni))/g,
    'ps4',
  ],
  [/\bplay\s?(station\s?)?tre\b/g, 'ps3'],
  [/\bplay\s?(station\s?)?cinque\b/g, 'ps5'],
  [/\bps\s?vita\b/g, 'psvita'],
  [/\bpsp\b/g, 'psp'],
  [/\b(xbox\s?360|x360)\b/g, 'x360'],
  [/\b(xbox\s?one|one\s?[xs])\b/g, 'xone'],
  [/\b(xbox\s?series|series\s?[xs])\b/g, 'xseries'],
  [/\bwii\s?u\b/g, 'wiiu'],
  [/\bwii\b(?!\s?u)/g, 'wii'],
  [/\bswitch\b/g, 'switch'],
  [/\b(new\s)?[23]ds\b/g, '3ds'],
  [/\b(nintendo\s)?n?ds(\s?(lite|i))?\b/g, 'ds'],
  [/\bgame\s?boy\b/g, 'gameboy'],
  [/\b(n64|nintendo 64)\b/g, 'n64'],
  [/\b(snes|super nintendo)\b/g, 'snes'],
  [/\bgame\s?cube\b|\b(?:il|mio|un|del|sul|nel|col|dal|al) n?gc\b/g, 'gamecube'],
  [/\b(nes|famicom)\b/g, 'nes'],
  [/\b(gba|game\s?boy\s?advance)\b/g, 'gba'],
  [/\bdreamcast\b/g, 'dreamcast'],
  [/\b(mega\s?drive|genesis)\b/g, 'megadrive'],
  // The 1980s home computers: their faults (RAM chips, custom logic) are not a modern PC's.
  [/\b(commodore|c\s?64|c128|vic\s?20|zx\s?spectrum|amiga|msx|amstrad)\b/g, 'homecomputer'],
  [/\bsaturn\b/g, 'saturn'],
  // The small appliances share one device, but a hair dryer's fault is not an iron's: each kind counts
  // like a generation (issue 24: "l'asciugacapelli non va" answered with the iron's guide).
  [/\b(phon|fon|phono|asciugacapelli)\b/g, 'phon'],
  [/\bferro (da )?stiro\b|\bcaldaia a vapore\b|\bgeneratore di vapore\b/g, 'ferro'],
  [/\b(frullatore|frullatori|minipimer|nutribullet|mixer)\b/g, 'frullatore'],
  [/\btostapane\b/g, 'tostapane'],
  [/\bbollitore\b|\bt?h?ermos elettrico\b/g, 'bollitore'],
  [/\bfriggitrice\b|\bair ?fryer\b/g, 'friggitrice'],
  [/\b(planetaria|impastatrice)\b|\bkitchen ?aid\b/g, 'planetaria'],
  [/\bpiastra (per (i )?)?capelli\b|\bpiastra lisciante\b/g, 'piastra'],
  [/\btelecomando\b/g, 'telecomando'],
  [/\bmacchina (del|per il) pane\b/g, 'pane'],
  [/\b(bimby|thermomix|cookeo)\b|\bmonsieur cuisine\b|\brobot da cucina\b/g, 'robot'],
  // A Mac's own faults (flexgate, the SMC reset) are not every laptop's.
  // (Not a network card's "indirizzo MAC".)
  [/(?<!indirizzo )\b(mac|macbook|imac|macmini)\b(?! address)/g, 'mac'],
  [/\bchromebook\b/g, 'chromebook'],
];

/**
 * The console generations (and kinds of small appliance) a text names, in the order it first names them
 * ("la mia PS3 di lancio, quella retrocompatibile con la PS2" → ps3, ps2).
 */
export function generationsInOrder(text: string): string[] {
  const plain = normalise(text);
  const firstAt = new Map<string, number>();
  for (const [re, name] of GENERATIONS) {
    for (const m of plain.matchAll(re)) {
      const found = m[0].replace(re, name);
      firstAt.set(found, Math.min(firstAt.get(found) ?? m.index, m.index));
    }
  }
  return [...firstAt].sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** The console generations a text names ("la mia PS4 slim" → ps4). */
export const generationsOf = (text: string) => new Set(generationsInOrder(text));
