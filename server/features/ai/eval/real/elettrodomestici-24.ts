import type { RealCase } from './types.ts';

/**
 * Batch 24 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2401',
    source: 'https://gugzi.net/blog/kaden/post_362',
    original:
      '電気ケトルの電源スイッチが入らなくなりました。物は、T-falのNovea(ノヴェア)KO324871です。2015年の末ごろから使っています。\n\nスイッチを押しても電源ランプが点灯しない。\n\n本来なら、スイッチを押した時、カチャという音とともにスイッチが入った感があるのですが、それがまったく無く、スカスカな感じです。',
    language: 'ja',
    text: "Il bollitore elettrico non si accende più, l'interruttore non scatta. È un T-fal Novea (KO324871), lo uso più o meno dalla fine del 2015.\n\nPremo l'interruttore e la spia di accensione non si accende.\n\nDi solito quando lo premi fa 'clac' e senti che si è inserito, invece niente di niente, va a vuoto, è tutto molle.",
    category: 'elettrodomestici',
    cause:
      "Aprendo il fondo del bollitore c'erano polvere e grumi bianchi di calcare accumulati negli anni attorno al meccanismo dell'interruttore; dopo averli puliti e mosso un po' le parti collegate all'interruttore, lo scatto è tornato.",
    keywords: ['calcare', 'depositi', 'interruttore', 'meccanismo', 'pulizia'],
  },
  {
    id: 'el-2402',
    source: 'https://310ch.net/lifehack/balmuda-support',
    original:
      'バルミューダのトースターが故障したので修理をしました。\n故障箇所\nある時、パン等を乗せる焼き網が戻らなくなってしまいました。',
    language: 'ja',
    text: "Il tostapane Balmuda si è rotto e l'ho riparato.\nIl guasto\nA un certo punto la griglia dove si appoggia il pane non tornava più indietro.",
    category: 'elettrodomestici',
    cause:
      "Una delle molle (su un lato) che tengono agganciata la griglia si era spezzata; l'ha sostituita con una molla in acciaio inox di forma simile comprata in ferramenta, montandola con delle pinze di precisione.",
    keywords: ['molla', 'spezzata', 'griglia', 'sostituzione', 'inox'],
  },
  {
    id: 'el-2403',
    source: 'https://note.com/youworld_grammar/n/n3a9272702bc1',
    original:
      '前回の記事で掃除したコンベクションオーブントースターの電源が入らなくなってしまいました。。。コンセントを入れると電子パネルに「0:00」と表示されるのですが、うんともすんとも言わなくなってしまいました。',
    language: 'ja',
    text: 'Il fornetto a convezione che avevo pulito nell\'ultimo post non si accende più... Quando lo attacco alla presa il display mostra "0:00", ma poi non dà più nessun segno di vita.',
    category: 'elettrodomestici',
    cause:
      'Il componente di controllo della temperatura (protezione termica) era bruciato: aggirandolo il fornetto si accendeva di nuovo, quindi ha deciso di sostituire quel componente.',
    keywords: ['termostato', 'bruciato', 'temperatura', 'controllo', 'sostituzione'],
  },
  {
    id: 'el-2404',
    source: 'https://active-minority.com/life/appliances/kettle_repair/',
    original:
      'それは突然訪れた。\n我が家のティファールの電気ケトル(JUSTINE 1.2L)のスイッチが、スカスカと「ON」にならなくなった。',
    language: 'ja',
    text: 'È successo all\'improvviso.\nL\'interruttore del nostro bollitore T-fal (Justine 1,2 L) va a vuoto e non si mette più su "ON".',
    category: 'elettrodomestici',
    cause:
      "Smontato il bollitore, la levetta di plastica bianca che collega il pulsante in alto all'interruttore della resistenza in basso era spaccata di netto: era quella a non trasmettere più la pressione, e andava ricongiunta.",
    keywords: ['levetta', 'plastica', 'spaccata', 'interruttore', 'rottura'],
  },
  {
    id: 'el-2405',
    source:
      'https://github.com/chainreactors/picker/blob/d5b075c60281c370c7ff93cd5b419c255d672843/archive/2024/11/21/daily/obaby%40mars_%E4%BF%AE%E7%90%86%E5%B7%A5%EF%BC%8C%E4%BF%AE%E7%90%86%E5%B7%A5%E2%80%A6%E2%80%A6.md',
    original:
      '然而，这段时间发现削笔刀出问题了，有时候铅笔插不进去，有时候插进去没反应，刚开始以为是里面的机械结构脏了或者进去脏东西了。清理之后好了几天，后来就又不行了，再次把电机清理了一下，稍微好了那么几次，就又进入了故障中。\n\n不过，现在如果没有开始削笔，朝着桌子磕两下就开始工作了。',
    language: 'zh',
    text: "Però ultimamente il temperamatite ha cominciato a fare i capricci: a volte la matita non entra, a volte entra ma non succede niente; all'inizio pensavo che la parte meccanica dentro fosse sporca o che ci fosse finito dentro qualcosa. Dopo averlo pulito è andato per qualche giorno, poi di nuovo niente; ho pulito ancora il motorino, per qualche volta è andato un po' meglio e poi è tornato a non funzionare.\n\nPerò adesso, se non parte a temperare, basta sbatterlo un paio di volte sul tavolo e si rimette a funzionare.",
    category: 'elettrodomestici',
    cause:
      'Temperamatite elettrico con le spazzole (carboncini) del motorino consumate per metà; il motorino nuovo comprato non partiva, così ha montato le spazzole del motorino nuovo insieme al rotore vecchio: rimontato, funziona di nuovo con tutte le matite.',
    keywords: ['spazzole', 'carboncini', 'motorino', 'usurate', 'sostituzione'],
  },
  {
    id: 'el-2406',
    source: 'http://anakii.tistory.com/1307',
    original:
      '냉장고에서 강한 팬 소음이 들렸다. 이주일 정도 들렸다. 냉장은 이상없었다.\n\n그러다가 팬 소음이 멈추고 딱딱거리는 소리가 8번씩 들리더니 냉장고 안의 음식들이 상해가기 시작했다.',
    language: 'ko',
    text: 'Dal frigo si sentiva un rumore forte di ventola. È andato avanti per un paio di settimane. Però raffreddava normalmente.\n\nPoi il rumore della ventola si è fermato, si sentiva un tac-tac che si ripeteva 8 volte, e il cibo dentro al frigo ha cominciato ad andare a male.',
    category: 'elettrodomestici',
    cause:
      "Il tecnico dell'assistenza ha stabilito che la resistenza di sbrinamento accanto alla ventola, invecchiata (frigo di 12 anni), non scioglieva più il ghiaccio, che si formava prima sulla ventola e poi sull'evaporatore; intervento del tecnico e riparazione completata.",
    keywords: ['resistenza', 'sbrinamento', 'ghiaccio', 'ventola', 'evaporatore'],
  },
  {
    id: 'el-2407',
    source: 'https://zh.wenxuecity.com/myblog/8375/201303/16547.html',
    original: '1. 立式滾筒洗衣機,當第一遍水洗完要排水時,停了。有時動一動開關,它也許能繼續走下一步。',
    language: 'zh',
    text: "1. Lavatrice a carica dall'alto: finito il primo lavaggio, quando deve scaricare l'acqua, si ferma. A volte se smuovi un po' l'interruttore magari riprende e passa alla fase dopo.",
    category: 'elettrodomestici',
    cause:
      "L'interruttore di sicurezza del coperchio (lid switch) non era guasto, ma l'astina di plastica sul coperchio non lo premeva abbastanza; allungata l'astina infilandoci sopra un pezzo di tubetto di penna a sfera, la lavatrice non si ferma più.",
    keywords: ['interruttore', 'coperchio', 'sicurezza', 'astina', 'contatto'],
  },
];
