import type { RealCase } from './types.ts';

/**
 * Batch 26 of real elettrodomestici reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'el-2601',
    source: 'https://camelife.biz/20143362/',
    original:
      'しかし、2年ほど前からノズルの先にある米粒も吸い込まず、吸い込み口に近づけてあげないと吸い上げなくなっていきました。\nしかも、30分ほど連続使用していると勝手に電源が切れてしまい、一度コンセントを抜かないと再稼働しない事が頻発。\n素人考えですが、熱がこもって機械の温度上昇によって自動的にシャットダウンされている様な感じだと思います。',
    language: 'ja',
    text: "Il mio aspirapolvere Dyson da un paio d'anni aspira sempre meno: dalla punta della bocchetta non tira su nemmeno un chicco di riso, devo avvicinarlo proprio all'imboccatura. In più, dopo una mezz'oretta di uso continuo si spegne da solo e spesso non riparte finché non stacco la spina e la riattacco.",
    category: 'elettrodomestici',
    cause:
      "Il filtro non era mai stato pulito (l'autore credeva che il Dyson non avesse filtri) ed era intasato di polvere; pulito il filtro come indicato dall'etichetta sotto l'apparecchio, l'aspirazione è tornata forte.",
    keywords: ['filtro', 'intasato', 'polvere', 'pulizia', 'manutenzione'],
  },
  {
    id: 'el-2602',
    source: 'https://donguri-1.hateblo.jp/entry/2019/09/25/113909',
    original:
      '夜中、寝落ちしていましたが「バタンバタン」とうるさくて目が覚めました。\n脱衣所に行ってみると、洗濯をしようとした旦那さんが、バタンバタンと何度も蓋を開閉していましたが、洗濯機がうんともすんとも言わず。\nそれまで不調な様子はなかったのに、スイッチを入れると反応はするのに、洗濯物の量の計測がされず、また蓋のロックもかからず、給水がされない。',
    language: 'ja',
    text: "La lavatrice si è bloccata all'improvviso, senza nessun segnale prima. Quando premo l'accensione risponde, ma non fa la pesatura del bucato, il coperchio non si blocca e non carica acqua. Mio marito ha aperto e chiuso il coperchio mille volte ma niente da fare.",
    category: 'elettrodomestici',
    cause:
      'Il magnete del coperchio, che il sensore usa per capire che il coperchio è chiuso, si era staccato dal suo alloggiamento ed era caduto tra coperchio e mobile; rimesso al suo posto e fissato con nastro isolante, il coperchio si è bloccato e la lavatrice è ripartita.',
    keywords: ['magnete', 'coperchio', 'sensore', 'staccato', 'chiusura'],
  },
  {
    id: 'el-2603',
    source: 'https://haruser-kitchen.info/fixing-homebakery1/',
    original:
      '我が家にはホームベーカリーが2台あります。どちらもシロカで、モデル番号はSHB-612とSB-111。\nこの2台、どちらもある日突然羽が回らなくなりました。\n症状の特徴 ●モーターが動いているような音はするけど、羽が回らない。 ●発酵などの温度管理が必要なメニューはそのまま使える。 ●壊れる前からホームベーカリーの下部からゴムのかすのようなものが出ていた。',
    language: 'ja',
    text: "A casa abbiamo due macchine del pane Siroca, una SHB-612 e una SB-111, e a tutte e due un giorno all'improvviso la pala impastatrice ha smesso di girare. Si sente il rumore del motore che va, ma la pala resta ferma; i programmi che fanno solo lievitazione e controllo della temperatura funzionano ancora. Già da prima che si rompesse, da sotto la macchina uscivano dei pezzetti come di gomma sbriciolata.",
    category: 'elettrodomestici',
    cause:
      'La cinghia dentata (cinghia di trasmissione) tra motore e albero della pala si era consumata e spezzata; sostituita la cinghia, entrambe le macchine del pane hanno ripreso a impastare.',
    keywords: ['cinghia', 'trasmissione', 'rotta', 'usura', 'sostituzione'],
  },
  {
    id: 'el-2604',
    source: 'https://wangxingping.blog.caixin.com/archives/207981',
    original:
      '家有一台用了16年的西门子滚筒洗衣机,最近在摔干衣服的过程中噪音过大,于是拨通了西门子的售后服务电话。',
    language: 'zh',
    text: 'Ho una lavatrice Siemens a carica frontale che ha 16 anni. Ultimamente durante la centrifuga fa un rumore fortissimo.',
    category: 'elettrodomestici',
    cause:
      'I cuscinetti del cestello erano rotti: ha smontato la vasca (anello di sicurezza, albero) e ha montato due cuscinetti nuovi con la guarnizione di tenuta; la lavatrice ha ripreso a girare regolarmente.',
    keywords: ['cuscinetti', 'cestello', 'usurati', 'guarnizione', 'centrifuga'],
  },
  {
    id: 'el-2605',
    source: 'https://wenxuecity.com/blog/200703/5986/36344.html',
    original: '家里的Panasonic微波炉死翘翘了。决定先试试自己能不能修,虽然以前从来没有干过。',
    language: 'zh',
    text: "Il mio microonde Panasonic è morto del tutto: non dà più nessun segno di vita. La presa di corrente funziona, l'ho controllata con il cercafase.",
    category: 'elettrodomestici',
    cause:
      'Era bruciato il fusibile interno (di tipo ceramico, verificato col tester: resistenza infinita); sostituito con un fusibile identico comprato al centro assistenza Panasonic per 5 dollari, il microonde è tornato a funzionare.',
    keywords: ['fusibile', 'bruciato', 'ceramico', 'tester', 'sostituzione'],
  },
  {
    id: 'el-2606',
    source:
      'https://xaran.com/47182/%eb%8b%a4%ec%9d%b4%ec%8a%a8-%ec%b2%ad%ec%86%8c%ea%b8%b0-%eb%b0%b0%ed%84%b0%eb%a6%ac-%ea%b5%90%ec%b2%b4',
    original:
      '구입한지 1년쯤 된 다이슨 무선청소기 V7 모델이 갑자기 이상현상을 보이기 시작했습니다. 전체가 카펫인 지하층은 커다란 유선 청소기를 사용하고 1층 거실과 침실, 주방에서만 많아야 일주일에 한번 사용할 뿐입니다. 이 물건은 완충한 뒤에 가동을 시작하면 일분도 채 안 돼서 멈춰버립니다.',
    language: 'ko',
    text: "Ho un aspirapolvere senza filo Dyson V7 comprato circa un anno fa, e lo uso al massimo una volta a settimana. All'improvviso ha cominciato a comportarsi in modo strano: anche dopo averlo caricato completamente, appena lo accendo si ferma dopo neanche un minuto.",
    category: 'elettrodomestici',
    cause:
      "La batteria agli ioni di litio era esaurita; sostituita con una batteria compatibile comprata su Amazon, l'aspirapolvere ha ripreso a funzionare con piena potenza.",
    keywords: ['batteria', 'esaurita', 'litio', 'sostituzione', 'autonomia'],
  },
  {
    id: 'el-2607',
    source: 'https://aladdin-today.tistory.com/m/209',
    original:
      '그중 어제 다이슨 무선청소기 V6 플러피의 배터리를 갈았다. 초기 모델이고 배터리 용량도 2,100mAh 정도라 멀쩡할 때도 러닝타임이 20분 정도가 최대치였던 것이 요즘 들어 몇 분도 버티질 못하게 된 것이다. 그래도 대략 5년은 사용한 것 같으니 배터리 한 번 교환할 때도 되긴 했다.',
    language: 'ko',
    text: 'Ho un aspirapolvere senza filo Dyson V6 Fluffy di circa 5 anni. Da nuovo durava al massimo una ventina di minuti, ma ultimamente non resiste nemmeno qualche minuto prima di spegnersi.',
    category: 'elettrodomestici',
    cause:
      "La batteria originale (2100 mAh) era esaurita dopo cinque anni; sostituita (due viti) con una batteria compatibile da 3000 mAh, l'aspirapolvere è tornato a funzionare ('rianimato', come dice il titolo del post).",
    keywords: ['batteria', 'esaurita', 'litio', 'sostituzione', 'autonomia'],
  },
];
