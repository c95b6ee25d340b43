import type { RealCase } from './types.ts';

/**
 * Batch 17 of real console reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'co-1701',
    source: 'https://peripherals494.rssing.com/chan-58298148/article775.html',
    original:
      "I have a day one PS4. So for the longest I was having a problem with my PS4 sounding like a blow dryer and didn't know why. Everytime I played a game the fan would kick on immediately and it was so loud I would usually put my headset on while playing to drown out the noise. Not to mention the PS4 would heat up my room like a portable heater. (…) I kept my console pretty clean (dust it, well ventilated area, air filter in room) and didn't think of it being a dust problem as the issue started to occur not too long after I got my PS4",
    language: 'en',
    text: "Ho una PS4 presa al day one. Per un sacco di tempo ho avuto il problema che la mia PS4 faceva il rumore di un phon e non capivo perché. Ogni volta che giocavo la ventola partiva subito ed era così rumorosa che di solito mi mettevo le cuffie mentre giocavo per coprire il rumore. Per non parlare del fatto che la PS4 mi scaldava la stanza come una stufetta. (…) Tenevo la console abbastanza pulita (spolverata, posto ben ventilato, filtro dell'aria in camera) e non pensavo fosse un problema di polvere visto che il problema è iniziato poco dopo che avevo preso la PS4",
    category: 'console',
    cause:
      "Era un problema di polvere accumulata all'interno: aprendo la console e pulendola seguendo una guida il rumore della ventola è sparito del tutto.",
    keywords: ['polvere', 'ventola', 'pulizia', 'surriscaldamento', 'rumore'],
  },
  {
    id: 'co-1702',
    source: 'http://www.gamefaqs.com/boards/620272-playstation-vita/65405271',
    original:
      "I haven't played my Vita in a while, so I plug in the charger and try to power it up. Nothing happens. I've charged it for about about 7 minutes or so... still nothing... uhh... is something wrong or I should charge it for much longer?\n\nThe PS button on the bottom left is blinking... but that's about it...",
    language: 'en',
    text: "Era un po' che non giocavo con la mia Vita, quindi attacco il caricatore e provo ad accenderla. Non succede niente. L'ho caricata per circa circa 7 minuti... ancora niente... ehm... c'è qualcosa che non va o devo caricarla molto più a lungo?\n\nIl tasto PS in basso a sinistra lampeggia... ma niente di più...",
    category: 'console',
    cause:
      'La batteria era quasi completamente scarica dopo tanto tempo di inutilizzo: bastava lasciare la Vita in carica per circa 30 minuti prima di accenderla.',
    keywords: ['batteria', 'scarica', 'ricarica', 'attesa', 'inutilizzo'],
  },
  {
    id: 'co-1703',
    source: 'https://www.tronicsfixforum.com/t/recovering-bad-switch-batteries/415',
    original:
      "So the symptom of all these batteries was the switch would show a charging Icon on the screen but the switch wouldn't charge the battery up. No amount of power off's, factory resets etc would make these work. Even leaving it to charge for hours made no difference.",
    language: 'en',
    text: "Allora, il sintomo di tutte queste batterie era che la Switch mostrava l'icona di ricarica sullo schermo ma non caricava la batteria. Né spegnimenti, né ripristini di fabbrica ecc. le facevano funzionare. Anche lasciarla in carica per ore non cambiava niente.",
    category: 'console',
    cause:
      'Le batterie erano troppo scariche perché la Switch le ricaricasse: collegandole direttamente a una schedina di ricarica TP4056 per ridare loro carica, 6 batterie su 8 sono tornate a funzionare.',
    keywords: ['batteria', 'scarica', 'ricarica', 'caricatore', 'recupero'],
  },
  {
    id: 'co-1704',
    source: 'https://www.slot4.net/2020/04/23/xbox-one-s-controller-and-dual-shock-3-repair/',
    original:
      '先是过保了的 Xbox One S 手柄(这个时候就想起索尼的好来了,PSn 的手柄直接叫 Dual Shock n,有名字的),在我打了四百多盘街霸之后原本有微动开关手感的十字键右方向的回弹消失了,不再有按下去啪嗒啪嗒的手感,虽然功能没问题,但是这样显然不行。',
    language: 'zh',
    text: 'Prima è toccato al controller Xbox One S fuori garanzia (in questi momenti ti ricordi quanto è brava Sony, i controller PSn si chiamano direttamente Dual Shock n, hanno un nome), dopo che ci ho fatto più di quattrocento partite a Street Fighter, la direzione destra della croce, che prima scattava come un microswitch, ha perso il ritorno, quando la premi non fa più clic-clac; funzionare funziona, ma così ovviamente non va.',
    category: 'console',
    cause:
      'Ha comprato su Taobao il ricambio da pochi yuan, ha smontato il controller fino alla scheda inferiore, ha tolto la molla/cupola conduttiva originale sotto la croce direzionale e ne ha messa una nuova.',
    keywords: ['croce', 'direzionale', 'cupola', 'conduttiva', 'sostituzione'],
  },
  {
    id: 'co-1705',
    source: 'https://koveras.tistory.com/125',
    original:
      '무더운 여름이 계속되니 사람만 죽을 맛인게 아니고 한치의 오차도 없이 정확하게 움직여야하는 기계도 맛이 가기 시작했다. 게임패드의 아날로그 스틱이 뻑뻑해진 것이다. 여름 뙤약볕이 쏟아지는 창가에 아무렇게나 방치되었던 탓에 겉에 부착되어있던 스티커가 흔적도 없이 녹아 내렸다. 닦아 낸다고 닦아 냈는데 그 당시의 판단으로는 접착제가 안으로 들어가서 문제를 일으킨 것 같았다.\n\n물티슈로 게임패드 겉면을 닦아내고 아날로그 스틱에 묻은 끈적한 접착제를 아무리 닦아냈지만 당연하게도 아날로그 스틱은 여전히 뻑뻑하기만 하다.',
    language: 'ko',
    text: "Con questo caldo d'estate che non finisce mai non sono solo le persone a stare male, anche le macchine che devono muoversi con precisione assoluta cominciano a dare i numeri. La levetta analogica del gamepad è diventata dura. Era rimasto buttato sulla finestra sotto il sole d'estate e l'adesivo attaccato sopra si è sciolto senza lasciare traccia. L'ho pulito come ho potuto, e al momento pensavo che la colla fosse entrata dentro e avesse causato il problema.\n\nHo pulito l'esterno del gamepad con le salviette umide e per quanto abbia tolto la colla appiccicosa dalla levetta analogica, ovviamente la levetta è rimasta dura come prima.",
    category: 'console',
    cause:
      'Ha aperto il gamepad e lubrificato la levetta analogica: il WD40 non va bene perché rovina la plastica, serve un prodotto per plastica; con la vaselina la levetta è tornata a muoversi bene.',
    keywords: ['levetta', 'analogica', 'lubrificazione', 'vaselina', 'gamepad'],
  },
  {
    id: 'co-1706',
    source: 'http://vgdiy.com/bbs/forum.php?extra=page%3D1&mod=viewthread&tid=1327',
    original:
      '在上次拍 AES 时顺手就拍下了一个坏的 NeoGeo 小手柄,29元也不贵,就死马当活马医吧!可要知道一个能用的小手柄要二百多大洋呀!相差十倍!回来在 NeoGeo CD 上测试了一下,除了方向键之外其他按键还是正常的。于是就拆开看看,测试线没有断路,每个点也是通的。',
    language: 'zh',
    text: "L'ultima volta che ho preso all'asta l'AES, già che c'ero ho preso anche un controller NeoGeo piccolo rotto, 29 yuan non è tanto, tentar non nuoce! Pensa che un controller piccolo funzionante costa più di duecento yuan! Dieci volte tanto! Tornato a casa l'ho provato sul NeoGeo CD: a parte la croce direzionale gli altri tasti funzionavano. Allora l'ho aperto per dare un'occhiata, il cavo l'ho testato e non è interrotto, e ogni punto conduce.",
    category: 'console',
    cause:
      'Il difetto era nei pulsanti della croce direzionale (componenti specifici introvabili): li ha sostituiti con dei microswitch da pochi centesimi, tagliando due piedini e infilandoli nella base della croce con pezzetti di filo come spessori, poi ha risaldato la base sulla scheda (con un filo volante dove una pista si era rovinata): il controller funziona.',
    keywords: ['croce', 'direzionale', 'microswitch', 'sostituzione', 'saldatura'],
  },
];
