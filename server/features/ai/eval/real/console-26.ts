import type { RealCase } from './types.ts';

/**
 * Batch 26 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2601',
    source: 'https://github.com/x-station/xstation-issues/issues/151',
    original:
      'I was having issues with my xstation with sound dropping, freezing and sometimes would not boot into the xstation menu. After 5 times checking my install and still the same problem',
    language: 'en',
    text: "Ho problemi con la mia PlayStation con XStation: l'audio va e viene, si blocca e a volte non entra nel menu dell'XStation. Ho controllato l'installazione 5 volte ma il problema resta lo stesso.",
    category: 'console',
    cause:
      "Una saldatura difettosa del lettore di schede SD dell'XStation: premendo sul lettore l'audio tornava; risaldato il lettore SD, niente più salti audio né blocchi e la console si avvia sempre.",
    keywords: ['saldatura', 'lettore', 'sd', 'contatto', 'risaldare', 'difettosa'],
  },
  {
    id: 'co-2602',
    source: 'https://github.com/x-station/xstation-issues/issues/219',
    original:
      "X-Station arrived, so I promptly soldered it into place alongside the X-Reset, no problems played games on and off yesterday however I have noticed that when it's left on the Menu (the game list) with the falling snow after an extended period of time it will freeze and become unresponsive also the X-Station gets very hot and crashes games.",
    language: 'en',
    text: "Ho montato l'XStation sulla mia PlayStation insieme all'X-Reset e ieri ci ho giocato a tratti senza problemi. Però ho notato che se la lascio sul menu (la lista dei giochi con la neve che cade) per parecchio tempo si blocca e non risponde più; inoltre l'XStation diventa molto calda e i giochi si piantano.",
    category: 'console',
    cause:
      "Il filo di ponticello del punto 12 (scheda PU-8) si era spezzato all'interno e faceva contatto a intermittenza quando veniva mosso; sostituito il filo multipolare con uno a filo rigido, la console è rimasta 12 ore sul menu senza più bloccarsi.",
    keywords: ['filo', 'spezzato', 'ponticello', 'intermittente', 'contatto', 'sostituzione'],
  },
];
