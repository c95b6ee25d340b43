import type { RealCase } from './types.ts';

/**
 * Batch 27 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2701',
    source: 'https://swiat-owocow.pl/810.html',
    original:
      'Dzisiaj odmówił posłuszeństwa jeden z moich komputerów. Najpierw zachowywał się dziwnie, reagując na przycisk włącznika dopiero po ruszeniu myszą lub naciśnięciu klawisza na klawiaturze, by – po odkurzeniu obudowy i przejrzeniu ustawień BIOSu – przestać się całkiem uruchamiać.\nPonieważ komputer w ogóle nie reagował na włącznik, spinaczem zwarłem styk PS ON z masą. Powitał mnie od razu ekran BIOSu, a komputer działał rewelacyjnie.',
    language: 'pl',
    text: "Oggi uno dei miei computer mi ha piantato in asso. Prima faceva lo strano: rispondeva al tasto di accensione solo dopo che muovevo il mouse o premevo un tasto sulla tastiera; poi, dopo che l'ho spolverato e ho controllato le impostazioni del BIOS, ha smesso del tutto di avviarsi. Siccome non reagiva per niente al pulsante, ho cortocircuitato con una graffetta il pin PS_ON a massa: è comparsa subito la schermata del BIOS e il computer funzionava benissimo.",
    category: 'computer',
    cause:
      "Nell'alimentatore Chieftec due condensatori elettrolitici vicino allo stabilizzatore della linea 5V standby erano leggermente gonfi, e la 5Vsb crollava a 2-3 V col carico della scheda madre; sostituiti i due condensatori, l'alimentatore e il PC funzionano di nuovo.",
    keywords: ['condensatore', 'gonfio', 'alimentatore', 'standby', 'elettrolitico', 'sostituzione'],
  },
];
