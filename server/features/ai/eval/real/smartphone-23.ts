import type { RealCase } from './types.ts';

/**
 * Batch 23 of real smartphone reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'sp-2301',
    source:
      'https://github.com/MovimientoLibre/movimientolibre.github.io/blob/77705a6cba2e26965f3d7ff4f25aead1d4276aca/lib/Articulos/AsusReparacionMemoPad7ME170C.md',
    original:
      'Hace días mi tablet **ASUS Memo Pad 7 me180c** dejó de funcionar súbitamente después de una caída de no más de medio metro. Simplemente resbaló destrás de un buró pequeño con todo y funda protectora; traté de encenderla, pero la pantalla siguó en negro. Al conectar el cargador sólo mostraba un breve flash blanco.',
    language: 'es',
    text: "Qualche giorno fa il mio tablet ASUS Memo Pad 7 me180c ha smesso di funzionare all'improvviso dopo una caduta di neanche mezzo metro. È solo scivolato dietro un comodino, con tanto di custodia; ho provato ad accenderlo ma lo schermo è rimasto nero. Quando attaccavo il caricatore faceva solo un breve lampo bianco.",
    category: 'smartphone',
    cause:
      'Con la caduta il connettore della batteria si era staccato dalla scheda (la batteria ha gioco nel vano ed è tenuta solo da una striscia adesiva). Aperto il tablet, ricollegata la batteria e fermata con nastro isolante, il problema è risolto.',
    keywords: ['batteria', 'connettore', 'scollegato', 'caduta', 'ricollegare'],
  },
  {
    id: 'sp-2302',
    source:
      'https://github.com/thun888/myblog/blob/1256a5e346988acc547b2af74d377a51e97778f5/source/_posts/%E4%B8%BA%E5%B0%8F%E7%B1%B3MIX2s%E6%9B%B4%E6%8D%A2%E9%9F%B3%E9%87%8F%E6%8E%92%E7%BA%BF%E5%8F%8A%E7%94%B5%E6%B1%A0%E7%9A%84%E6%9C%80%E4%BC%98%E6%96%B9%E6%B3%95.md',
    original: '软件统计剩余容量2000多毫安时，待机一晚上都挺不过去',
    language: 'zh',
    text: 'Il software dice che la capacità rimasta è poco più di 2000 mAh, non arriva nemmeno a fine nottata in standby.',
    category: 'smartphone',
    cause:
      "Batteria del Xiaomi MIX 2S esaurita (capacità molto calata): sostituita con una batteria nuova maggiorata, l'autonomia è migliorata tantissimo e non serve più tenerlo sempre attaccato alla corrente.",
    keywords: ['batteria', 'esaurita', 'capacità', 'sostituzione', 'autonomia'],
  },
  {
    id: 'sp-2303',
    source:
      'https://github.com/Sanzo00/Sanzo00.github.io/blob/6b3c0079f4db06006c8f41db07741be013f18e7f/source/_posts/Default/replace-reno4-screen.md',
    original:
      '有一次早上做完核酸之后，不小心把手机摔了（原地练跳投），一直没带手机壳，这次是真的G了。屏幕虽然能用，不过屏幕漏液面积一天比一天大，最后直接覆盖到整张屏幕了。',
    language: 'zh',
    text: 'Una mattina, dopo il tampone, mi è caduto il telefono per sbaglio (mi stavo allenando a tirare a canestro da fermo), non ci avevo mai messo la cover, e stavolta è andato davvero. Lo schermo funzionava ancora, però la macchia che colava nello schermo diventava ogni giorno più grande, finché ha coperto tutto lo schermo.',
    category: 'smartphone',
    cause:
      "Nella caduta il pannello del display (OPPO Reno4) si era rotto e perdeva liquido internamente; l'autore ha comprato uno schermo nuovo online e l'ha sostituito aprendo il retro incollato, con esito positivo.",
    keywords: ['schermo', 'display', 'caduta', 'rotto', 'sostituzione'],
  },
  {
    id: 'sp-2304',
    source:
      'https://github.com/TrickyCat/trickycat.github.io/blob/38c9caefee9cce1d6d78a3c56c3ee8f6017a3fc0/_posts/2023-11-08-onyx-boox-max-battery-replacement-episode-2.md',
    original:
      "And the day has come: the reader turned itself off showing the low charge level image. It didn't load when I pressed the button. And to my surprise, it did not boot even when I attached the power charger: it went into the infinite boot loop and showed the blue light.",
    language: 'en',
    text: "Ed è arrivato il giorno: il lettore si è spento da solo mostrando l'immagine della batteria scarica. Premendo il tasto non si avviava. E con mia sorpresa non partiva nemmeno attaccando il caricatore: entrava in un ciclo infinito di riavvii con la luce blu accesa.",
    category: 'smartphone',
    cause:
      "Dopo un cambio batteria fatto in casa, il ricambio a 2 fili non aveva la schedina di controllo (terzo filo) della batteria originale, quindi la scheda non gestiva la carica; saldando nel circuito la schedina di ricarica della vecchia batteria l'ONYX BOOX MAX si avvia, carica e funziona a batteria.",
    keywords: ['batteria', 'ricambio', 'schedina', 'controllo', 'saldatura'],
  },
  {
    id: 'sp-2305',
    source:
      'https://github.com/df7cb/df7cb-blog/blob/3281d1f41cb3aa0799510fcc4c64680bdd5e1471/2013/TF101_flickering_and_a_loose_cable.md',
    original:
      'My ASUS Transformer TF101 had suddenly started flickering in all sorts of funny\ncolors some weeks ago. As tapping it gently on the table in the right angle made\nthe problem go away temporarily',
    language: 'en',
    text: "Qualche settimana fa il mio ASUS Transformer TF101 ha cominciato all'improvviso a sfarfallare con colori strani di ogni tipo. Dandogli un colpetto leggero sul tavolo con la giusta angolazione il problema spariva per un po'",
    category: 'smartphone',
    cause:
      'Il cavo del display era allentato nel suo connettore; smontato il tablet e sistemato il connettore del display, è tornato tutto normale.',
    keywords: ['cavo', 'display', 'connettore', 'allentato', 'contatto'],
  },
  {
    id: 'sp-2306',
    source:
      'https://github.com/AsifHamza/AsifHamza.github.io/blob/9d6157f76245f5928745740ed34b1f055596834b/_posts/2008-04-21-repairing-my-nokia-n80-part-2-disassembling-the-nokia-n80.md',
    original:
      'I was getting used to using the phone in loudspeaker mode with the volume low. When the phone rang, I ran to find a quiet room.\n\nThen the LCD stopped working.',
    language: 'en',
    text: 'Mi stavo abituando a usare il telefono in vivavoce col volume basso. Quando squillava, correvo a cercarmi una stanza silenziosa.\n\nPoi ha smesso di funzionare anche lo schermo.',
    category: 'smartphone',
    cause:
      "Il cavo flat che collega le due metà del Nokia N80 (telefono a scorrimento) era consumato dall'apertura e chiusura dello slider; sostituito il flex, auricolare e schermo sono tornati a funzionare.",
    keywords: ['flat', 'flex', 'cavo', 'usura', 'slider', 'sostituzione'],
  },
  {
    id: 'sp-2307',
    source: 'https://davidigreen.com/blog/repairing-an-unresponsive-kindle-3-keyboard',
    original:
      'No matter how long I left the Kindle on the charger, and regardless of how long I pressed the reset switch, my Kindle remained unresponsive. Attaching a micro-USB charger, the amber LED would glow for a moment or two, but then it would turn off. The green LED (indicating the Kindle is booting) never activated.',
    language: 'en',
    text: 'Per quanto lo lasciassi in carica, e per quanto tenessi premuto il tasto di reset, il Kindle non dava segni di vita. Attaccando un caricatore micro-USB il LED arancione si accendeva per un attimo o due, ma poi si spegneva. Il LED verde (quello che indica che il Kindle si sta avviando) non si accendeva mai.',
    category: 'smartphone',
    cause:
      "Sul Kindle 3 si erano crepate le saldature a sfere (BGA) sotto il processore; l'autore le ha rifuse (reflow) e il Kindle è tornato a funzionare.",
    keywords: ['saldature', 'sfere', 'processore', 'crepate', 'rifusione'],
  },
  {
    id: 'sp-2308',
    source: 'http://blogs.msmvps.com/paleo/2008/10/19/celular-224-prova-d-225-gua/',
    original: 'Notei que o vidro da câmera e da tela estavam embaçados',
    language: 'pt',
    text: 'Ho notato che il vetro della fotocamera e dello schermo erano appannati',
    category: 'smartphone',
    cause:
      'Era entrata acqua dopo che il telefono era caduto nel WC: smontato completamente e asciugato componente per componente col phon, si è riacceso e funziona perfettamente.',
    keywords: ['acqua', 'umidità', 'asciugatura', 'smontaggio'],
  },
];
