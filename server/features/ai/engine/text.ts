import { stemmer } from '@orama/stemmers/italian';
import { normalise } from '../../../domain/italian.ts';
import { DEVICES, namesOf } from '../knowledge/devices.ts';
import { PHRASES, SYNONYM_GROUPS } from '../knowledge/synonyms.ts';

/** Words that carry no meaning for matching a repair problem. */
const STOPWORDS = new Set(
  `a ad al allo ai agli all alla alle con col coi da dal dallo dai dagli dall dalla dalle di del dello dei degli
  dell della delle in nel nello nei negli nell nella nelle su sul sullo sui sugli sull sulla sulle per tra fra
  il lo la i gli le l un uno una un' e ed o od ma se che chi cui non ne ci vi si mi ti me te lui lei noi voi loro
  mio mia miei mie tuo tua suo sua nostro nostra questo questa questi queste quello quella quelli quelle
  sono sei e' era erano ho hai ha abbiamo avete hanno avevo aveva essere avere sta sto stai stanno stava
  piu meno molto molta molti poco tanto tanta troppo anche ancora gia pero quindi poi allora come dove quando
  perche cosa qualcosa niente nulla tutto tutti tutta ogni altro altra altri dopo prima mentre invece solo sempre
  mai oggi ieri ora adesso qui qua li la' c' cè c e' po' po fa fatto fare faccio puo posso possono devo deve
  ciao salve buongiorno buonasera grazie aiuto aiutatemi aiutami help qualcuno sapete sai so consiglio consigli
  problema problemi succede successo capita capito tipo praticamente comunque insomma davvero veramente proprio
  mio mia miei mie nuovo nuova vecchio vecchia bene male cosi ok okay boh qualche volta volte giorno giorni
  nessun nessuno nessuna resta resto restano rimane rimangono rimasto rimasta sembra sembrava ormai magari forse
  quasi circa pure neanche nemmeno neppure ecc etc anni anno mesi mese settimana settimane provato ritrovo
  spesso stesso stessa stessi stesse purtroppo finalmente sinceramente tranquillamente
  sistemato sistemata sistemati sistemate sistemare sistemarlo sistemarla sistemarli
  nn ke ki cmq xke xk xche pk sn tt qnd qlc qlcs cn raga ragazzi gente
  figlio figlia figli figlie moglie marito compagno compagna fidanzato fidanzata mamma papa
  fratello sorella nonno nonna amico amica amici garanzia secondo uso`.split(/\s+/),
);

const exact = (word: string) => word.replace(/^=/, '');

/** Each synonym's word for it, looked up before stemming. */
const SYNONYMS = new Map(
  Object.entries(SYNONYM_GROUPS).flatMap(([word, group]) => group.map((s) => [exact(s), word] as const)),
);

/**
 * The synonyms' stems, so their inflections map too ("calda" like "caldo"), except stems shared
 * with a device name or another group's word.
 */
const STEM_SYNONYMS = (() => {
  const taken = new Set([
    ...Object.keys(SYNONYM_GROUPS).map((w) => stemmer(w)),
    ...Object.values(DEVICES).flatMap((d) => namesOf(d).flatMap((n) => n.split(' ').map((w) => stemmer(w)))),
  ]);
  const targets = new Map<string, Set<string>>();
  for (const [word, group] of Object.entries(SYNONYM_GROUPS)) {
    for (const synonym of group.filter((s) => !s.startsWith('='))) {
      const s = stemmer(synonym);
      if (taken.has(s) && s !== stemmer(word)) continue;
      targets.set(s, (targets.get(s) ?? new Set()).add(word));
    }
  }
  return new Map(
    [...targets].filter(([, words]) => words.size === 1).map(([s, words]) => [s, stemmer([...words][0]!)]),
  );
})();

/** "rumorosissima" → "rumoroso", "pochissimo" → "poco": the superlative says the same thing louder. */
const SUPERLATIVE = /(.{3,}?)(h?)issim[oaie]$/;
const plainDegree = (word: string) => word.replace(SUPERLATIVE, '$1o');

/** The shared normalisation (server/domain/italian.ts), for the engine's modules. */
export { normalise };

/** The last texts split: one answer reads its text's words several times (devices, match, dangers). */
const recent = new Map<string, readonly string[]>();
const RECENT_MAX = 64;

/** The words of a text, normalised, with phrases joined, without stopwords and single letters. */
export function words(text: string): readonly string[] {
  let found = recent.get(text);
  if (!found) {
    let plain = normalise(text);
    for (const [phrase, word] of PHRASES) plain = plain.replace(phrase, word);
    found = Object.freeze(
      plain
        .split(' ')
        .map((w) => plainDegree(w.replace(/^-+|-+$/g, '')))
        .filter((w) => (w.length > 1 || /[\dx]/.test(w)) && !STOPWORDS.has(w)),
    );
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(text, found);
  }
  return found;
}

/** Whether a word is listed as a synonym of another (a form of that word by definition). */
export const isSynonym = (word: string) => SYNONYMS.has(word) || SYNONYMS.has(plainDegree(word));

const stems = new Map<string, string>();

/** The Snowball Italian stem of one normalised word, after mapping synonyms. */
export function stem(word: string): string {
  let cached = stems.get(word);
  if (cached === undefined) {
    const base = plainDegree(word);
    const canonical = SYNONYMS.get(word) ?? SYNONYMS.get(base);
    if (canonical) cached = stemmer(canonical);
    else if (/^\d/.test(base)) cached = base;
    else {
      const plain = stemmer(base);
      cached = STEM_SYNONYMS.get(plain) ?? plain;
    }
    if (stems.size < 50_000) stems.set(word, cached);
  }
  return cached;
}

/** The stems of a text's meaningful words, in order. */
export function stemsOf(text: string): string[] {
  return words(text).map(stem);
}
