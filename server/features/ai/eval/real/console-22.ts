import type { RealCase } from './types.ts';

/**
 * Batch 22 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2201',
    source:
      'https://github.com/michaelpig0912/michaelpig0912.github.io/blob/30e72a789b44e26f89c86948f41584e980be5700/2025/08/23/PSP-2007-leftButton-fix/index.html',
    original: '不過放入遊戲片以後，就發現左(L)邊肩鍵壞掉，無法操作，所以就決定拆機看看。',
    language: 'zh',
    text: "Però dopo aver messo dentro un gioco ho scoperto che il tasto dorsale sinistro (L) è rotto, non funziona, quindi ho deciso di aprirla per dare un'occhiata.",
    category: 'console',
    cause:
      "Sotto il dorsale L della PSP c'è un contatto a membrana che era guasto; sostituita la membrana (pezzo di ricambio economico), il tasto funziona di nuovo.",
    keywords: ['membrana', 'dorsale', 'tasto', 'contatto', 'sostituzione'],
  },
  {
    id: 'co-2202',
    source:
      'https://github.com/boyvanamstel/posts.boy.sh/blob/c76e07ed9a4adfa08ce2f9473abe76ba5f5a1966/_posts/2018-11-29-a-proper-power-supply-removes-noise.md',
    original:
      'My Japanese Mega Drive has an annoying humm when the screen is mostly dark. I blamed the SCART cable first, but even the cable I got from retrogamingcables.co.uk has the issue.',
    language: 'en',
    text: "Il mio Mega Drive giapponese fa un ronzio fastidioso quando lo schermo è quasi tutto scuro. All'inizio ho dato la colpa al cavo SCART, ma il problema c'è anche con il cavo che ho preso da retrogamingcables.co.uk.",
    category: 'console',
    cause:
      "L'alimentatore esterno usato erogava solo 1 A invece degli 1,3 A richiesti; con un alimentatore adeguato (9 V 1,3 A, centro negativo) il ronzio è sparito.",
    keywords: ['alimentatore', 'corrente', 'ronzio', 'sottodimensionato', 'sostituzione'],
  },
  {
    id: 'co-2203',
    source:
      'https://github.com/andwoo/andwoo.github.io/blob/3690869d66540e2ea787167c7950ddd2ea14683f/_posts/2023-04-21-cartridge-battery-holder.md',
    original:
      "a couple weeks back I won a bid that included a Gameboy Pocket and Pokemon Yellow. The Caveat with the items are the Gameboy sometimes doesn't turn on and Pokemon Yellow has a faded label.",
    language: 'en',
    text: "un paio di settimane fa ho vinto un'asta con dentro un Gameboy Pocket e Pokemon Giallo. Il problema è che il Gameboy a volte non si accende e Pokemon Giallo ha l'etichetta sbiadita.",
    category: 'console',
    cause:
      'I contatti del vano batterie erano molto corrosi (insieme a condensatori vecchi e presa di alimentazione); risaldati contatti nuovi, sostituiti i condensatori e la presa DC e pulita la scheda, il Gameboy si accende sempre.',
    keywords: ['contatti', 'batterie', 'corrosi', 'condensatori', 'pulizia'],
  },
  {
    id: 'co-2204',
    source:
      'https://github.com/boyvanamstel/posts.boy.sh/blob/c76e07ed9a4adfa08ce2f9473abe76ba5f5a1966/_posts/2016-08-31-some-lubrication-all-but-silences-your-dreamcast.markdown',
    original:
      "Anyway, the downside of getting a Japanese Sega Dreamcast, is that it is loud. Extremely loud. Just listen to it: After switching mine on for the first time I was convinced it was broken. PAL Dreamcast aren't exactly whisper quiet, but this is something else.",
    language: 'en',
    text: "Comunque, il lato negativo di prendere un Sega Dreamcast giapponese è che è rumoroso. Rumorosissimo. Ascoltate qua: la prima volta che l'ho acceso ero convinto che fosse rotto. I Dreamcast PAL non sono proprio silenziosissimi, ma questo è tutta un'altra cosa.",
    category: 'console',
    cause:
      'Il rumore veniva dagli ingranaggi del lettore GD-ROM a secco; smontata la console e lubrificati gli ingranaggi del lettore, il Dreamcast è diventato quasi silenzioso.',
    keywords: ['lettore', 'ingranaggi', 'lubrificazione', 'rumore', 'grasso'],
  },
];
