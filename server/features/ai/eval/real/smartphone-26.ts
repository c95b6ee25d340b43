import type { RealCase } from './types.ts';

/**
 * Batch 26 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2601',
    source: 'https://saunterer-reports.com/power-button-on-sc04d-revived',
    original:
      'わたしはスマホによるポイント関連の日課にSC-04Dという古いスマホを使ってます。\nこのスマホ、もうだいぶ前から電源ボタンが反応が怪しくて、1cmくらいの細長いボタンのある特定の位置をピンポイントで押さないと電源が入らなかったんですが、先日それすら反応しなくなって電源が入らなくなってしまいました。',
    language: 'ja',
    text: 'Uso un vecchio smartphone SC-04D per le mie app a punti quotidiane. Già da parecchio il tasto di accensione rispondeva male: dovevo premerlo in un punto preciso del tastino lungo circa un centimetro, se no non si accendeva. Qualche giorno fa non risponde più neanche così e il telefono non si accende proprio.',
    category: 'smartphone',
    cause:
      'Il guasto era un falso contatto nel microinterruttore a cupola (membrana) del tasto di accensione; smontato il telefono e riposizionata/sollevata la membrana del pulsante sul telaio della scheda, il tasto ha ripreso a funzionare al 100%.',
    keywords: ['pulsante', 'accensione', 'contatto', 'membrana', 'interruttore'],
  },
  {
    id: 'sp-2602',
    source: 'https://rgbvroom.blogspot.com/2014/03',
    original:
      '今週の火曜日,出かけている最中には何ともなかったKindleが全く立ち上がらなくなりました.\n1:電池がない時に充電を開始するとACアダプタが加熱するが室温のまま\n2:ごくまれに電源が入るが,充電を開始してもいつまで経っても充電容量値がゼロのまま\n (もちろんACアダプタを抜いたとたんに電源OFF)',
    language: 'ja',
    text: "Il mio tablet Kindle, che fino a quando ero fuori andava benissimo, non si accende più. Quando lo metto in carica l'alimentatore, che di solito si scalda, resta a temperatura ambiente. Ogni tanto riesce ad accendersi, ma la carica resta ferma a zero per sempre e appena stacco l'alimentatore si spegne.",
    category: 'smartphone',
    cause:
      'La batteria ai polimeri di litio si era scaricata completamente e non accettava più la ricarica; smontato il tablet e trapiantata la batteria presa da un vecchio Kindle guasto, la ricarica è ripartita normalmente e il tablet funziona di nuovo.',
    keywords: ['batteria', 'scarica', 'ricarica', 'sostituzione', 'litio'],
  },
];
