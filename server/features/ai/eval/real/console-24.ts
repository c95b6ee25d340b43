import type { RealCase } from './types.ts';

/**
 * Batch 24 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-2401',
    source: 'https://nekotaru.com/gamecube-stick-replacement',
    original:
      '長年使っているゲームキューブのコントローラー。\n気づけばスティックがぐらぐらして、キャラがまっすぐ歩いてくれない…。',
    language: 'ja',
    text: 'Il controller del GameCube che uso da anni.\nMi accorgo che la levetta balla e il personaggio non cammina più dritto…',
    category: 'console',
    cause:
      "La levetta analogica era usurata; l'ha sostituita trapiantando il modulo levetta di un Nunchuk Wii, compatibile come forma (serve dissaldare e risaldare), e il controller funziona di nuovo.",
    keywords: ['levetta', 'usurata', 'nunchuk', 'saldatura', 'sostituzione'],
  },
  {
    id: 'co-2402',
    source: 'https://www.milu.jp/popup_inc/diary/232418/qqadoKWg',
    original:
      '数年前に、今はもうつぶれたハードオフの閉店セールでジャンクとして買った、「がんばれゴエモン外伝2」が、今日やっとこさファミコンに差してみたら、動きませんでした。\n接点洗浄剤を用いても、全然動きません。',
    language: 'ja',
    text: '"Ganbare Goemon Gaiden 2", che avevo preso anni fa come rotto alla svendita di chiusura di un Hard Off che ormai non c\'è più: oggi finalmente l\'ho messo nel Famicom, e non partiva.\nAnche col pulitore per contatti, niente da fare.',
    category: 'console',
    cause:
      "Il rame dei contatti a pettine della cartuccia era corroso e una pista non aveva più continuità (verificato col tester); l'ha ripristinata saldando dei fili di ponticello tra il contatto e il piedino dell'integrato.",
    keywords: ['corrosione', 'contatti', 'pista', 'ponticello', 'saldatura'],
  },
  {
    id: 'co-2403',
    source:
      'https://tee-suzuki.com/ps2_lenscleaning.html/tag/%E3%83%97%E3%83%AC%E3%82%A4%E3%82%B9%E3%83%86%E3%83%BC%E3%82%B7%E3%83%A7%E3%83%B32/%E4%BF%AE%E7%90%86',
    original:
      '電源が入り起動はするものの、長い時間をかけて読み込みをしても読み込みできません。太鼓の達人は盤面が青いCDメディア。これが読み込みができなかったわけですが、試してみたところDVDメディアも読み込みできませんでした。',
    language: 'ja',
    text: 'Si accende e parte, ma anche aspettando a lungo non riesce a leggere il disco. Taiko no Tatsujin è su CD col lato blu, ed era quello che non leggeva, ma ho provato e non legge neanche i DVD.',
    category: 'console',
    cause:
      "Problema del pick-up laser: la lente era sporca. Ha smontato la PS2 (SCPH-50000) rompendo il sigillo e pulito la lente, e la console è tornata a leggere i dischi (titolo: 'Tornata come nuova!').",
    keywords: ['lente', 'sporca', 'laser', 'lettore', 'pulizia'],
  },
  {
    id: 'co-2404',
    source:
      'https://github.com/nanishin/nanishin.github.io/blob/b3b0d0b2f14a7d682092f959bb2fc20c0acd49ee/_posts/2020-09-15-diy-power-module-fix-of-ps4-pro.md',
    original: '이번 장마를 거친 뒤 시작된 플스4 프로의 죽음의 파란불 (Blue Light of Death)',
    language: 'ko',
    text: "La 'luce blu della morte' (Blue Light of Death) della PS4 Pro, cominciata dopo questa stagione delle piogge",
    category: 'console',
    cause:
      "Nell'alimentatore interno della PS4 Pro (modulo ADP-300ER) c'erano grumi di polvere attaccati ai MOSFET, che impedivano un'alimentazione corretta (partiva solo scaldandolo con il phon); smontato il modulo, aspirata la polvere e rimontato, la console si avvia di nuovo normalmente.",
    keywords: ['alimentatore', 'polvere', 'mosfet', 'pulizia', 'umidità'],
  },
  {
    id: 'co-2405',
    source:
      'https://github.com/questionlp/linhpham.org_jekyll/blob/cb36fa11f2f07ea8a9441743b2b8a983216a9b81/_posts/2023-04-09-handheld-consoles-part-1-game-boy.md',
    original: 'Of course, with age, the Game Boy would develop columns of dead pixels',
    language: 'en',
    text: 'Ovviamente, con gli anni, il Game Boy ha cominciato ad avere colonne di pixel morti',
    category: 'console',
    cause:
      "Con l'età cede il collegamento tra lo schermo LCD e la scheda madre; invece di provare a ripararlo passando il saldatore sul connettore, l'autore ha sostituito lo schermo con un display IPS retroilluminato.",
    keywords: ['schermo', 'connessione', 'pixel', 'display', 'sostituzione'],
  },
];
