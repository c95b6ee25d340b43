import { stemmer } from '@orama/stemmers/italian';

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
  ciao salve buongiorno buonasera grazie aiuto aiutatemi aiutami help qualcuno sapete sai consiglio consigli
  problema problemi succede successo capita capito tipo praticamente comunque insomma davvero veramente proprio
  mio mia miei mie nuovo nuova vecchio vecchia bene male cosi ok okay boh qualche volta volte giorno giorni`.split(
    /\s+/,
  ),
);

/**
 * Words people use for the same thing, mapped to one word before stemming. Spelling slips that
 * a fuzzy match would miss because they are short are here too.
 */
const SYNONYMS: Record<string, string> = {
  display: 'schermo',
  monitor: 'schermo',
  screen: 'schermo',
  vetro: 'schermo',
  vetrino: 'schermo',
  scermo: 'schermo',
  shermo: 'schermo',
  crepato: 'rotto',
  spaccato: 'rotto',
  scheggiato: 'rotto',
  frantumato: 'rotto',
  incrinato: 'rotto',
  batt: 'batteria',
  betteria: 'batteria',
  gonfiata: 'gonfia',
  gonfio: 'gonfia',
  rigonfia: 'gonfia',
  bombata: 'gonfia',
  accende: 'accendere',
  accendo: 'accendere',
  acceso: 'accendere',
  accensione: 'accendere',
  parte: 'accendere',
  avvia: 'accendere',
  avvio: 'accendere',
  riaccende: 'accendere',
  morto: 'accendere',
  caldo: 'surriscalda',
  scotta: 'surriscalda',
  bollente: 'surriscalda',
  scalda: 'surriscalda',
  riscalda: 'surriscalda',
  surriscaldamento: 'surriscalda',
  temperatura: 'surriscalda',
  rumoroso: 'rumore',
  rumorosa: 'rumore',
  rumori: 'rumore',
  fischia: 'rumore',
  ronza: 'rumore',
  ronzio: 'rumore',
  sferraglia: 'rumore',
  frastuono: 'rumore',
  gocciola: 'perde',
  goccia: 'perde',
  perdita: 'perde',
  allaga: 'perde',
  allagato: 'perde',
  pozza: 'perde',
  perdendo: 'perde',
  ricaricare: 'carica',
  ricarica: 'carica',
  caricare: 'carica',
  caricabatterie: 'caricatore',
  alimentatore: 'caricatore',
  lento: 'lentezza',
  lenta: 'lentezza',
  rallentato: 'lentezza',
  rallenta: 'lentezza',
  lentissimo: 'lentezza',
  impallato: 'blocca',
  impalla: 'blocca',
  bloccato: 'blocca',
  bloccata: 'blocca',
  freeza: 'blocca',
  frizza: 'blocca',
  wifi: 'wifi',
  'wi-fi': 'wifi',
  wireless: 'wifi',
  internet: 'wifi',
  rete: 'wifi',
  bagnato: 'acqua',
  bagnata: 'acqua',
  liquido: 'acqua',
  liquidi: 'acqua',
  caduto: 'cade',
  caduta: 'cade',
  tazza: 'acqua',
  mare: 'acqua',
  piscina: 'acqua',
  wc: 'acqua',
  water: 'acqua',
  sfarfalla: 'sfarfallio',
  sfarfallare: 'sfarfallio',
  lampeggia: 'sfarfallio',
  tremola: 'sfarfallio',
  flickera: 'sfarfallio',
  hdmi: 'hdmi',
  segnale: 'hdmi',
  audio: 'suono',
  volume: 'suono',
  sento: 'suono',
  sente: 'suono',
  sentono: 'sentire',
  gracchia: 'suono',
  fotocamera: 'camera',
  fotocamere: 'camera',
  obiettivo: 'camera',
  foto: 'camera',
  sfocata: 'sfocato',
  sfocate: 'sfocato',
  drift: 'drift',
  deriva: 'drift',
  muove: 'drift',
  ghiacciato: 'ghiaccio',
  brina: 'ghiaccio',
  ghiacciata: 'ghiaccio',
  congela: 'ghiaccio',
  raffredda: 'freddo',
  raffreddare: 'freddo',
  fredda: 'freddo',
  gela: 'freddo',
  salvavita: 'salvavita',
  differenziale: 'salvavita',
  corrente: 'salvavita',
  interruttore: 'salvavita',
  sblocca: 'bloccato',
  puzza: 'odore',
  puzzano: 'odore',
  odori: 'odore',
  cattivo: 'odore',
  muffa: 'odore',
  aspira: 'aspirazione',
  aspirare: 'aspirazione',
  risucchio: 'aspirazione',
  tira: 'aspirazione',
  pulsante: 'tasto',
  bottone: 'tasto',
  tasti: 'tasto',
  pulsanti: 'tasto',
  bottoni: 'tasto',
  vibrazione: 'vibra',
  vibrare: 'vibra',
  forza: 'potenza',
  potente: 'potenza',
  neve: 'acqua',
  pioggia: 'acqua',
  lavandino: 'acqua',
  orecchio: 'lato',
  parti: 'lato',
};

/** "rumorosissima" → "rumoroso", "caldissimo" → "caldo": the superlative says the same thing louder. */
const SUPERLATIVE = /(.{3,})issim[oaie]$/;

/** Lower case, accents and apostrophes gone, one space between words. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`´]/g, ' ')
    .replace(/[^a-z0-9-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text, normalised, without stopwords. */
export function words(text: string): string[] {
  return normalise(text)
    .split(' ')
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}

const stems = new Map<string, string>();

/** The Snowball Italian stem of one normalised word, after mapping synonyms. */
export function stem(word: string): string {
  let cached = stems.get(word);
  if (cached === undefined) {
    const base = word.replace(SUPERLATIVE, '$1o');
    const canonical = SYNONYMS[word] ?? SYNONYMS[base] ?? base;
    cached = /^\d/.test(canonical) ? canonical : stemmer(canonical);
    if (stems.size < 50_000) stems.set(word, cached);
  }
  return cached;
}

/** The stems of a text's meaningful words, in order. */
export function stemsOf(text: string): string[] {
  return words(text).map(stem);
}

/** Whether one normalised word is a stopword. */
export const isStopword = (word: string) => STOPWORDS.has(word);
