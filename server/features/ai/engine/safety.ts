import { normalise, stemsOf, words } from './text.ts';

/**
 * Dangers a member may mention whatever the problem found: their warning goes with any diagnosis,
 * so that "l'iPad non carica e la batteria è gonfia" is warned about the battery even when the
 * guide is about the charging port.
 */
const DANGERS: { words: string; warning: string; exact?: boolean; phrase?: RegExp }[] = [
  {
    words: 'gonfia',
    warning:
      'Una batteria gonfia può incendiarsi: smetti subito di caricarla, non premerla né forarla e tienila lontana da cose infiammabili.',
  },
  {
    words: 'bruciato scintille fiamme incendio',
    // "ha preso fuoco", "va a fuoco", "fa fumo" (not a camera that "mette a fuoco").
    phrase:
      /\b(?:preso|prende|prendono|prendere|andato|andata|va|vanno|andava) (?:a )?fuoco\b|\b(?:fa|faceva|fanno|esce|usciva|esce del|c e) fumo\b/,
    warning:
      'Odore di bruciato, fumo o scintille: stacca subito la spina e non riaccenderlo finché non è stato controllato.',
  },
  {
    words: 'scossa',
    warning:
      'Se dà la scossa non toccarlo più: stacca la spina o il salvavita e fallo controllare da un elettricista.',
  },
  {
    // The word itself: "gasato" and "gasatissimo" share its stem and mean excited.
    words: 'gas metano gpl',
    exact: true,
    warning:
      'Se senti odore di gas non accendere luci né apparecchi: apri le finestre, chiudi il rubinetto del gas e chiama il pronto intervento.',
  },
  {
    words: 'crepato schegge',
    warning:
      'Vetro rotto: copri la crepa con nastro adesivo trasparente e maneggialo con i guanti, le schegge tagliano; non premere sul vetro.',
  },
];

const TRIGGERS = DANGERS.map((d) => ({
  stems: new Set(stemsOf(d.words)),
  words: d.exact ? new Set(words(d.words)) : null,
  phrase: d.phrase,
  warning: d.warning,
}));

/** The dangers a text mentions. */
function mentioned(text: string) {
  const stems = stemsOf(text);
  const plain = words(text);
  const sentence = normalise(text);
  return TRIGGERS.filter(
    (t) =>
      (t.words ? plain.some((w) => t.words!.has(w)) : stems.some((s) => t.stems.has(s))) ||
      (t.phrase?.test(sentence) ?? false),
  );
}

/** The stems of each entry's warnings (the knowledge base's arrays live as long as the process). */
const spoken = new WeakMap<string[], Set<string>>();

function stemsOfWarnings(warnings: string[]): Set<string> {
  let said = spoken.get(warnings);
  if (!said) {
    said = new Set(stemsOf(warnings.join(' ')));
    spoken.set(warnings, said);
  }
  return said;
}

/**
 * The entry's warnings, after those for the dangers the text mentions and the entry's warnings do
 * not already speak of.
 */
export function withDangers(warnings: string[], text: string): string[] {
  const said = stemsOfWarnings(warnings);
  const extra = mentioned(text)
    .filter((t) => ![...t.stems].some((s) => said.has(s)))
    .map((t) => t.warning);
  return extra.length > 0 ? [...extra, ...warnings] : warnings;
}

/** The warnings for every danger a text mentions, as one sentence to put before a question. */
export function dangerNotice(text: string): string {
  return mentioned(text)
    .map((t) => t.warning)
    .join(' ');
}
