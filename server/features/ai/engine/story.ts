import { normalise, stem, stemsOf, words } from './text.ts';

/**
 * What a clause of a member's story says (issue 24): what the device does (a symptom), what they
 * already tried, the context around it (how it happened, who owns it), or what they feared or guessed.
 */
export type Role = 'symptom' | 'tried' | 'context' | 'guess';

export interface Clause {
  /** The clause as written, trimmed. */
  text: string;
  role: Role;
  /** It tells an attempt ("ho cambiato il cavo"), even when it goes on with a symptom ("… e non carica"). */
  attempt: boolean;
  stems: string[];
}

export interface Story {
  clauses: Clause[];
  /** How much a stem of the text counts in matching (1 for a symptom's words). */
  weightOf: (stem: string) => number;
  /** The clauses that say what the member already tried, as written. */
  tried: string[];
}

/** How a member says they feared or guessed: "avevo paura", "pensavo", "preoccupato di". */
const GUESS_WORDS = `(?:(?:avevo|ho|avevamo|abbiamo) (?:paura|il terrore|timore)|temevo|temendo|pensavo|credevo|sospettavo|immaginavo|penso che|credo che|immagino che|suppongo che|ho pensato|avevo pensato|ho creduto|pensando|(?:all'|all )inizio pensavo|(?:piuttosto |molto |un po' |un po )?preoccupat[oaie] (?:che|di)|convint[oaie] che|nel timore)`;

/**
 * Where one clause ends: sentence ends, "ma"/"però" that turn from what was tried to what happens, and a comma
 * before an attempt ("si spegne da solo, ho già provato a riavviarlo").
 */
const CLAUSE_END = new RegExp(
  String.raw`[.!?;\n]+|\s(?:ma|pero|però|eppure|tuttavia|invece)\s|,?\s(?=(?:e\s)?(?:da allora|da quel momento|da quel giorno|e ora|e adesso|ora|adesso)\s)|,\s*(?=(?:e\s)?(?:ho|abbiamo|avevo|avevamo)\s(?:gi[aà]\s|anche\s|pure\s|poi\s)*(?:provato|cambiato|sostituito|pulito|resettato|riavviato|ripristinato|aggiornato|reinstallato|formattato|controllato|smontato)\b)|\s(?=(?:e |,)?${GUESS_WORDS}\b)`,
  'i',
);

/**
 * What the member feared or guessed ("avevo paura che il connettore si staccasse", "ho pensato che non
 * scaricasse", "preoccupato di aver bruciato il motore"): a guess, often wrong, not what the device does.
 */
const GUESS = new RegExp(String.raw`^(?:e |, ?)?${GUESS_WORDS}\b`, 'i');

/** What was done to the device, not what it does: "ho provato", "ho già cambiato", "anche con". */
const TRIED =
  /\b(ho|abbiamo|avevo|avevamo) (gia |anche |pure |perfino |persino |poi |subito )*(provato|cambiato|sostituito|pulito|resettato|riavviato|ripristinato|aggiornato|reinstallato|formattato|controllato|verificato|tentato|smontato|comprato|ricomprato|usato|soffiato|staccato|lasciato|messo|tolto|fatto|seguito|chiamato|contattato|portato|svuotato|scollegato|ricollegato|rimontato|spostato|attaccato|collegato)\b|\bdopo aver(?:e|l[oaie])? (?:gia )?(?:provato|cambiato|sostituito|pulito|resettato|riavviato|ripristinato|aggiornato|reinstallato|formattato|smontato|svuotato|rimontato)\b|\b(?:ha|hanno|aveva|avevano) (?:gia |anche |pure |poi |subito )*(?:provato|cambiato|sostituito|pulito|resettato|riavviato|ripristinato|aggiornato|reinstallato|formattato|controllato|verificato|tentato|smontato)\b|\b(provando|ho provato|gia provato|provato anche|anche con|pur avendo|nonostante)\b/;

/** What the device does or does not do: a negation, a state, a light, a sound, a code, a smell. */
const SYMPTOM =
  /\b(non|nessun|nessuna|niente|piu|si (?:spegne|accende|blocca|riavvia|scarica|scalda|surriscalda|ferma|apre|chiude|stacca|sente|vede|illumina|muove)(?:va|vano|no)?|spegne|spegneva|riavvi[a-z]*|blocc[a-z]*|rumor[a-z]*|fischi[a-z]*|ronz[a-z]*|cigol[a-z]*|scricchiol[a-z]*|vibra|luce|luci|led|spia|lampegg[a-z]*|bip|errore|error|codice|messaggio|schermo|nero|nera|righe|puzza|odore|fumo|scintill[a-z]*|perde|gocciol[a-z]*|acqua|bollente|caldo|calda|freddo|fredda|lento|lenta|lentissim[a-z]*|sfarfall[a-z]*|lampi|spento|spenta|morto|morta|rotto|rotta|rompe|rompono|crepat[a-z]*|frantum[a-z]*|spaccat[a-z]*|scheggiat[a-z]*|incrinat[a-z]*|gonfi[a-z]*|resta|rimane|rimast[oa]|restat[oa]|continua|di continuo|ogni volta|a volte|ogni tanto|da solo|da sola|quando|appena|dopo|sembra|compare|appare|esce|mostra|segna|scritta|simbolo|icona|avviso|dice|durata|ridott[ao]|peggiorat[ao])\b|\b[a-z]{1,2}\d{1,3}\b/;

const WEIGHT: Record<Role, number> = { symptom: 1, tried: 0.3, context: 0.5, guess: 0.3 };

/**
 * An event the member says did not happen ("non mi era caduto", "non è mai stata versata acqua", "senza
 * urti"): its words must not point at the fall or the spill they rule out.
 */
const DENIED_EVENT =
  /\b(?:non|mai|senza|nessun[ao]?)\b(?: [a-z']+){0,4}? (cad[a-z]*|bagnat[a-z]*|vers[a-z]*|rovesci[a-z]*|urt[a-z]*|colp[a-z]*|sbatt[a-z]*|smontat[a-z]*|apert[a-z]*|manomess[a-z]*)(?: (?:dell |del |di |la |il |l |un |una )?(acqua|liquid[oi]|caffe|bibit[ae]|vino|birra|latte))?/g;

/** The stems of the events a text rules out. */
function deniedIn(text: string): Set<string> {
  const denied = new Set<string>();
  for (const m of normalise(text).matchAll(DENIED_EVENT)) {
    for (const w of [m[1], m[2]]) if (w) for (const s of stemsOf(w)) denied.add(s);
  }
  return denied;
}

/**
 * The narrator's own doings in the imperfect ("non trovavo da dove venisse", "lo usavo", "sentivamo"):
 * what the member did, not what the device does.
 */
const NARRATOR_VERB = /^[a-z]{2,}(?:avo|evo|avamo|evamo|ivamo|ivo)$/;
/**
 * Adjectives and nouns in -ivo, which are not verbs ("dispositivo", "adesivo", "vivo", "lascivo"); the few verbs
 * with the same endings ("sentivo", "riuscivo") are left at full weight.
 */
const NOT_A_VERB_IVO = /(?:[^ru]s|[tvc])ivo$/;
const NARRATED_WEIGHT = 0.5;

/** The stems of a text that only ever stand for the narrator's own doings. */
function narratedIn(text: string): Set<string> {
  const narrated = new Set<string>();
  const other = new Set<string>();
  for (const w of words(text)) {
    const isNarrator = NARRATOR_VERB.test(w) && !(w.endsWith('ivo') && NOT_A_VERB_IVO.test(w));
    (isNarrator ? narrated : other).add(stem(w));
  }
  for (const s of other) narrated.delete(s);
  return narrated;
}

/**
 * A part the member says still works ("il microfono funziona ancora", "il Wi-Fi va benissimo", "la ventola
 * funziona"): not where the fault is. Only the part's own words (its article, up to two words, the verb).
 */
const WORKING =
  /\b(?:il|la|l|i|gli|le|lo(?= (?:s[^aeiou]|z|gn|ps|x|y))|mio|mia|miei|mie) ((?:(?!(?:non|piu|mai|ne|il|lo|la|l|i|gli|le|un|una|certe|certi|quando|se|che|va) )[a-z]{2,} )?(?!non |piu |mai )[a-z]{3,}) (?:(?:funziona|funzionano|funzionava|funzionavano)(?= (?:ancora|bene|benissimo|perfettamente|regolarmente|normalmente|correttamente)\b| (?:e|come|mentre)\b|$)|(?:va|vanno|andava|andavano) (?:ancora |sempre )?(?:bene|benissimo|perfettamente|regolarmente|normalmente))/g;

/** The stems of the parts a text says still work, when the text names them nowhere else. */
function workingIn(text: string): Set<string> {
  const working = new Set<string>();
  for (const sentence of normalise(text).split(/[.!?;,\n]+/)) {
    for (const m of ` ${sentence.trim()}`.matchAll(WORKING)) for (const s of stemsOf(m[1]!)) working.add(s);
  }
  if (working.size === 0) return working;
  const elsewhere = new Set(stemsOf(normalise(text).replace(WORKING, ' ')));
  for (const s of [...working]) if (elsewhere.has(s)) working.delete(s);
  return working;
}

/**
 * How long the device sat unused ("era fermo da due anni", "l'aveva lasciato fermo per circa 2 anni", "rimasta
 * ferma per mesi"): the word says how it was kept, not that a part of it stops ("la ventola è ferma").
 */
const IDLE =
  /\b(ferm[oaie]|inutilizzat[oaie]) (?:(?:da|per) )?(?:circa |quasi |oltre |piu di )?(?:\d+|un|una|due|tre|quattro|cinque|dieci|qualche|alcuni|alcune|diversi|diverse|molti|molte|parecchi|parecchie|tanti|tanto) ?(?:anni|anno|mesi|mese|settimane|settimana|tempo)\b/g;

/**
 * Where the member read about it ("in rete c'erano casi simili", "ho cercato su internet", "leggendo online"): the
 * net is where they looked, not what is broken ("non va internet", "il Wi-Fi non vede la rete").
 */
const LOOKED_UP =
  /\b(?:cercat[oaie]|cercando|cerco|letto|leggendo|leggo|trovat[oaie]|trovando|trovo|visto|guardato|guardando|c erano|c era|ci sono|chiesto|googlat[oa]|soluzioni|guide|tutorial|video|casi|forum)\b(?: [a-z]+){0,4}? (?:in|su|sul|nel) (rete|internet|web)\b|\b(?:in|su|sul|nel) (rete|internet|web) (?:ho |c erano |c era |ci sono |si trovano |ho trovato |ho letto |ho visto |leggo |trovo |dicono )/g;

/**
 * The stems of the words a phrase (`phrase`: a global pattern whose first matching group is the word) uses, when the
 * text uses them nowhere else.
 */
function onlyInPhrase(text: string, phrase: RegExp): Set<string> {
  const plain = normalise(text);
  const found = new Set<string>();
  for (const m of plain.matchAll(phrase)) {
    const word = m.slice(1).find((g) => g !== undefined);
    if (word) for (const s of stemsOf(word)) found.add(s);
  }
  if (found.size === 0) return found;
  const elsewhere = new Set(stemsOf(plain.replace(phrase, ' ')));
  for (const s of [...found]) if (elsewhere.has(s)) found.delete(s);
  return found;
}

/** What the words of a part that still works count. */
const WORKING_WEIGHT = 0.2;

/**
 * What a ruled-out event's words still count, and the words that only say how long the device sat unused or where
 * the member read about it.
 */
const DENIED_WEIGHT = 0.05;

/** What the device still does not do: "… e non carica lo stesso" is a symptom even after an attempt. */
const STILL_NOT = /\bnon (si |mi |lo |la |le |li |ne |ci |c |piu |ancora )*[a-z]{3,}/;

/**
 * What happened to the device (a fall, water, a spill, a storm, a power cut, an update): told as context,
 * it is often the cause itself, so it weighs as much as a symptom.
 */
const EVENT =
  /\b(cadut[oaie]|cascat[oaie]|e caduto|mi e caduto|fatto cadere|finit[oa] (in|nel|nella|sott)|bagnat[oaie]|versat[oaie]|rovesciat[oaie]|tuffat[oaie]|(un |il )?tuffo|allagat[oaie]|ripescat[oaie]|(nel|nella|in) (water|wc|gabinetto|lavandino|piscina|mare|lago|fiume|vasca|acqua)|sotto la pioggia|fulmine|temporale|blackout|sbalzo di tensione|salto di corrente|dopo (l |un |il )?aggiornamento)\b/;

/**
 * An attempt told as a list of infinitives, after "ho provato queste cose:" ("Tenere premuto il tasto: niente.
 * Caricarlo con caricatori diversi: niente."): what the member did, not what the device does.
 */
const LISTED_ATTEMPT =
  /^(?:(?:e|poi|anche|infine|quindi) )?[a-z]{3,}(?:[aei]re|[aei]r(?:lo|la|li|le|ne|gli|si))\b.*\b(?:niente|nulla|nada|nessun risultato|nessun cambiamento|inutile)\b/;

const isAttempt = (plain: string) => TRIED.test(plain) || LISTED_ATTEMPT.test(plain);

/** What would have been, not what is ("se il rumore fosse venuto dal disco sarebbero stati guai"). */
const HYPOTHESIS =
  /\bse\b.*\b(?:fosse|fossero|avesse|avessero)\b|\b(?:sarebbe|sarebbero|avrebbe|avrebbero)\b/;

function roleOf(clause: string): Role {
  if (GUESS.test(clause)) return 'guess';
  const plain = normalise(clause);
  if (HYPOTHESIS.test(plain)) return 'guess';
  // What happened to the device is told as a symptom even in an attempt's words ("ho fatto cadere il telefono").
  if (EVENT.test(plain)) return 'symptom';
  if (isAttempt(plain) && !STILL_NOT.test(plain)) return 'tried';
  return SYMPTOM.test(plain) ? 'symptom' : 'context';
}

/**
 * Reads a story clause by clause. A short text (one clause) is all symptom; in a longer one the words
 * of a symptom weigh more than the context's, and what was already tried weighs least.
 */
export function readStory(text: string): Story {
  const clauses = text
    .split(CLAUSE_END)
    .map((c) => c?.trim() ?? '')
    .filter((c) => c.length > 0)
    .map((c) => ({ text: c, role: roleOf(c), attempt: isAttempt(normalise(c)), stems: stemsOf(c) }))
    .filter((c) => c.stems.length > 0);
  const told = clauses.some((c) => c.role === 'symptom');
  const denied = deniedIn(text);
  const narrated = narratedIn(text);
  const working = workingIn(text);
  const idle = onlyInPhrase(text, IDLE);
  const lookedUp = onlyInPhrase(text, LOOKED_UP);
  const plainWeight = (s: string, weight: number) =>
    denied.has(s) || idle.has(s) || lookedUp.has(s)
      ? DENIED_WEIGHT
      : working.has(s)
        ? WORKING_WEIGHT
        : narrated.has(s)
          ? Math.min(weight, NARRATED_WEIGHT)
          : weight;
  if (clauses.length <= 1) {
    return {
      clauses,
      weightOf: (s) => plainWeight(s, 1),
      tried: clauses.filter((c) => c.attempt).map((c) => c.text),
    };
  }
  // A story where no clause reads as a symptom still weighs the member's guesses least.
  const weightOfRole = (role: Role) => (told || role === 'guess' ? WEIGHT[role] : 1);
  const weights = new Map<string, number>();
  for (const clause of clauses) {
    for (const s of clause.stems) weights.set(s, Math.max(weights.get(s) ?? 0, weightOfRole(clause.role)));
  }
  return {
    clauses,
    weightOf: (s) => plainWeight(s, weights.get(s) ?? 1),
    tried: clauses.filter((c) => c.attempt).map((c) => c.text),
  };
}
