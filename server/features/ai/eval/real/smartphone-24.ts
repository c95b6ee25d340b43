import type { RealCase } from './types.ts';

/**
 * Batch 24 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2401',
    source: 'http://inmyroom.xyz/repair/smartphone_usb_c-type',
    original:
      'オスコネクタを差したときの、充電の反応がなんか鈍いなあ、と思っていると、あっという間にウンともスンとも言わなくなった。\n(もともと何も言わなかったけれど)',
    language: 'ja',
    text: 'Quando infilavo il cavo la ricarica partiva un po\' a fatica, pensavo "mah, reagisce lento", e in un attimo non ha più dato nessun segno di vita.\n(Vabbè, anche prima non è che parlasse.)',
    category: 'smartphone',
    cause:
      "Si era rotto (per la seconda volta) il connettore USB Type-C del telefono; l'ha riparato da sé sostituendo la schedina con la porta USB, comprata su eBay.",
    keywords: ['connettore', 'usb', 'porta', 'schedina', 'sostituzione'],
  },
  {
    id: 'sp-2402',
    source: 'http://yuyu.miau2.net/microusb-charge/',
    original:
      'スマートフォンのジャックにマイクロUSBの充電ケーブルを挿しましたが、数時間待っても、電池残量が増えません。',
    language: 'ja',
    text: 'Ho attaccato il cavo di ricarica micro-USB alla presa del telefono, ma anche dopo ore di attesa la batteria non sale.',
    category: 'smartphone',
    cause:
      "Caricatore, cavo e contatti della batteria erano a posto; il telefono non caricava e non comunicava nemmeno col PC via USB, quindi il guasto era nella presa micro-USB del telefono, che l'autore ha riparato da sé.",
    keywords: ['presa', 'microusb', 'connettore', 'ricarica', 'riparazione'],
  },
  {
    id: 'sp-2403',
    source:
      'https://github.com/Tosainu/tosainu.github.com/blob/2e6740eb6e24c4b55efccc7c00bc60f56eaf5caf/entry/2014/01/13/entry/index.md',
    original:
      'これで数年目になるWalkmanZですが、いろいろ不調が出てきたのです。\n\n* 電源ボタンの反応が異常に悪い\n* イヤホンジャックの接触不良とガタつき',
    language: 'ja',
    text: 'Il mio Walkman Z ormai ha qualche anno e ha cominciato ad avere vari acciacchi:\n\n* il tasto di accensione risponde malissimo\n* la presa delle cuffie fa falso contatto e balla',
    category: 'smartphone',
    cause:
      "Aperto il dispositivo (un lettore Android), vicino al tasto di accensione c'era un grosso batuffolo di polvere che ne peggiorava la risposta, e la vite che fissava la presa cuffie si era svitata ed era libera nel telaio. Soffiata via la polvere, rimessa la vite e pulita la presa con disossidante: risolto.",
    keywords: ['polvere', 'vite', 'allentata', 'presa', 'pulizia'],
  },
  {
    id: 'sp-2404',
    source:
      'https://github.com/chezou/chezo.uno/blob/3b24fb3557c9b2b0a2cf223759d88b29bb76c178/content/post/2016-12-17-iphone-6snobatuterijiao-huan-nihadian-hua-sapoto-plus-ekusupuresujiao-huan-gaosusume/index.md',
    original:
      '症状としては、突然電源断が起こるというもので、ちょいちょい突如落ちる現象には悩まされていました。',
    language: 'ja',
    text: "Il sintomo era che si spegneva di colpo: ogni tanto moriva all'improvviso e la cosa mi faceva impazzire.",
    category: 'smartphone',
    cause:
      "L'iPhone 6s rientrava nel programma Apple per gli spegnimenti improvvisi dovuti alla batteria; tramite l'assistenza telefonica Apple ha ottenuto la sostituzione (Express Replacement), completata in 5 giorni.",
    keywords: ['batteria', 'difettosa', 'spegnimento', 'richiamo', 'sostituzione'],
  },
  {
    id: 'sp-2405',
    source: 'https://u10s11.tistory.com/780',
    original:
      '아이폰 갤럭시 등 스마트폰 충전단자(충전하기 위해 충전기 케이블을 꽂는 곳)에 갑자기 충전기가 제대로 연결이 안돼서서 당황한 경우를 겪은 적 있다. 어제(10월 19일) 저녁에도 마찬가지로 이와 같은 일을 겪었다.',
    language: 'ko',
    text: "Mi è già capitato che all'improvviso il caricatore non si collegasse bene alla porta di ricarica dello smartphone (iPhone, Galaxy ecc.: il buco dove infili il cavo per caricare) e di rimanerci male. Anche ieri sera (19 ottobre) mi è successa la stessa cosa.",
    category: 'smartphone',
    cause:
      'Galaxy A8: dentro la porta di ricarica si erano accumulate polvere e fibre dei jeans (lo tiene in tasca); rimosse grattando delicatamente i bordi con una punta della pinzetta, il cavo torna a inserirsi.',
    keywords: ['porta', 'ricarica', 'polvere', 'lanugine', 'pulizia'],
  },
];
