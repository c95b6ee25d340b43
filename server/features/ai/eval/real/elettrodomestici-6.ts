import type { RealCase } from './types.ts';

/** Batch 6 of real elettrodomestici reports (issue 24): gathered 2026-11-27, blind to the assistant. */
export const CASES: RealCase[] = [
  {
    id: 'el-401',
    source: 'http://blog.earthshod.co.uk/?cat=20',
    original:
      'My microwave oven packed up last Friday. The turntable, fan, light and timer were all working, and leaving it unplugged for awhile had no effect, so it was something more serious than just a thermal cutout tripping. Connecting via a wattmeter showed only 300 watts or so of power being drawn, so the magnetron was not firing.',
    language: 'en',
    text: "Il mio microonde si è piantato venerdì scorso. Il piatto girevole, la ventola, la luce e il timer funzionavano tutti, e lasciarlo staccato per un po' non è servito a niente, quindi era qualcosa di più serio di un termostato di sicurezza scattato. Collegandolo a un wattmetro assorbiva solo 300 watt circa, quindi il magnetron non partiva.",
    category: 'elettrodomestici',
    cause:
      'Era bruciato il fusibile del circuito di alta tensione del magnetron: sostituito il fusibile, il microonde scalda di nuovo.',
    keywords: ['fusibile', 'bruciato', 'alta', 'tensione', 'magnetron'],
  },
  {
    id: 'el-402',
    source: 'https://lemux.minnix.dev/post/4575/15442',
    original:
      'Our washing machine broke last week and the first thought was to buy a replacement but I wanted to at least attempt a repair first.\nThe machine would still fill and empty water, but the dishes remained dry and there was a burning smell.',
    language: 'en',
    text: "La settimana scorsa si è rotta la nostra lavastoviglie e il primo pensiero è stato di comprarne una nuova, ma volevo almeno provare a ripararla.\nCaricava e scaricava ancora l'acqua, ma i piatti restavano asciutti e c'era puzza di bruciato.",
    category: 'elettrodomestici',
    cause:
      'Il motore della pompa di lavaggio (circolazione) non partiva perché era guasto il suo condensatore di avviamento: sostituito il condensatore, la lavastoviglie lava di nuovo.',
    keywords: ['condensatore', 'avviamento', 'pompa', 'lavaggio', 'circolazione'],
  },
  {
    id: 'el-403',
    source: 'https://thson.de/2026/03/15/taking-things-apart-and-fixing-them',
    original:
      "At the start of the week, I noticed that the shower head on my coffee machine wasn't working properly. This was unfortunate for the wasted coffee from the already prepared coffee puck, but I then switched to a V60 filter for the week.",
    language: 'en',
    text: 'A inizio settimana mi sono accorto che la doccetta della mia macchina del caffè non funzionava bene. Peccato per il caffè sprecato nella pastiglia già pressata, ma poi per tutta la settimana sono passato al filtro V60.',
    category: 'elettrodomestici',
    cause:
      "L'elettrovalvola era intasata: smontata la caldaia e il gruppo valvola, stappata la valvola con un ago e cambiate le guarnizioni, la macchina funziona di nuovo.",
    keywords: ['elettrovalvola', 'valvola', 'intasata', 'guarnizioni', 'ostruita'],
  },
  {
    id: 'el-404',
    source: 'https://bbs.boingboing.net/t/repairing-makes-me-a-rebel/206780',
    original:
      "The one we have now is a Black and Decker 12 cup from Target, and is probably 5 or 6 years old. It started making the gurgling noises that usually only happen at the end of the cycle during the whole cycle, and half the water was cooked away as steam. Not surprisingly, this happened right after someone didn't place the basket properly and grounds went everywhere.",
    language: 'en',
    text: "Quella che abbiamo adesso è una Black and Decker da 12 tazze presa da Target, avrà 5 o 6 anni. Ha iniziato a fare per tutto il ciclo quei gorgoglii che di solito fa solo alla fine, e metà dell'acqua se ne andava in vapore. Non a caso è successo subito dopo che qualcuno non aveva messo bene il portafiltro e il caffè macinato era finito dappertutto.",
    category: 'elettrodomestici',
    cause:
      "Il caffè macinato finito dentro bloccava il tubo di aspirazione dell'acqua: tolto il fondo e pulito il tubo dai fondi di caffè, la macchina funziona di nuovo.",
    keywords: ['tubo', 'aspirazione', 'ostruito', 'fondi', 'caffè', 'macinato'],
  },
  {
    id: 'el-405',
    source: 'https://hilobeads.blogspot.com/2020/12/what-happened-to-my-fridge.html',
    original:
      'A day after I was told that I may have been exposed to COVID I realised that my fridge was getting close to room temperature. However, the freezer was working.',
    language: 'en',
    text: 'Il giorno dopo che mi hanno detto che forse ero stata esposta al COVID mi sono accorta che il frigo era quasi a temperatura ambiente. Il freezer però funzionava.',
    category: 'elettrodomestici',
    cause:
      "Un cassetto del freezer rimasto socchiuso aveva fatto formare tanto ghiaccio da bloccare la ventola che manda l'aria fredda al frigo (la pala si era staccata) e un relè era guasto: tolto il ghiaccio, rimessa la pala della ventola e cambiato il relè, il frigo raffredda di nuovo.",
    keywords: ['ghiaccio', 'ventola', 'evaporatore', 'pala', 'relè', 'bloccata'],
  },
  {
    id: 'el-406',
    source: 'http://kool1017.com/youre-not-cleaning-enough-lint-from-your-clothes-dryer/',
    original:
      'I took pride in the fact that every year - at least once - I took apart the exhaust vent from the back of my clothes dryer to clean the lint out of it. … Two days ago, my 19-year-old dryer suddenly stopped working.',
    language: 'en',
    text: "Ero orgoglioso del fatto che ogni anno, almeno una volta, smontavo il tubo di scarico dietro l'asciugatrice per pulirlo dai pelucchi. … Due giorni fa la mia asciugatrice di 19 anni ha smesso di funzionare all'improvviso.",
    category: 'elettrodomestici',
    cause:
      "Dentro l'asciugatrice, attorno alla ventola, c'erano più di 7 pollici di pelucchi compattati: l'aria non usciva, l'asciugatrice si surriscaldava e il fusibile termico è saltato; va cambiato il fusibile termico e pulito l'alloggiamento della ventola.",
    keywords: ['fusibile', 'termico', 'pelucchi', 'ventola', 'surriscaldamento', 'intasata'],
  },
  {
    id: 'el-407',
    source: 'https://www.envisagerlinfinir.net/post/2023/12/16/de-l-art-de-se-depanner-presque-tout-seul',
    original:
      'C’est en faisant une recherche sur le blog que je m’aperçois avoir déjà parlé de lave-vaisselle : un sujet absolument passionnant, n’est-ce pas ?\n\nBref, la dernière fois, il semble qu’il avait vécu un peu sa vie comme il voulait.\n\nCette fois, non, c’était plus costaud : de l’eau qui coule et tout ! On s’est dit que bon, on allait tenter de voir d’où ça pouvait venir.',
    language: 'fr',
    text: "Cercando sul blog mi accorgo di aver già parlato della lavastoviglie: un argomento appassionante, vero?\n\nInsomma, l'altra volta sembrava che facesse un po' come le pareva.\n\nStavolta no, era una cosa più seria: acqua che cola e tutto! Ci siamo detti che, vabbè, avremmo provato a vedere da dove poteva venire.",
    category: 'elettrodomestici',
    cause:
      "Un manicotto di gomma (tubo interno) della lavastoviglie si era spaccato e lasciava uscire l'acqua: sostituito il manicotto con il ricambio (e cambiato il rubinetto d'alimentazione bloccato), la lavastoviglie funziona senza perdite.",
    keywords: ['manicotto', 'tubo', 'gomma', 'rotto', 'perdita', 'spaccato'],
  },
  {
    id: 'el-408',
    source: 'https://ge.hackt.es/?p=300',
    original:
      'Oftmals heißt es, dass nur gut koffeiniert gehackt werden kann. Diese Aussage wurde in den letzten Tagen bei uns auf die Probe gestellt, denn unser Kaffee-Vollautomat wollte nicht mehr so recht. Beim Beziehen einer Kaffee-Einheit tropfte kaltes, klares Wasser (ganz ohne Kaffee!1!1!!el) am Kaffee-Auslassarm vorbei in die Tasse, was für Kaffeegenuss im negativen Bereich sorgte.',
    language: 'de',
    text: "Si dice spesso che si programma bene solo con tanta caffeina. In questi giorni l'abbiamo messo alla prova, perché la nostra macchina da caffè automatica non voleva più saperne. Quando facevi un caffè, nella tazza gocciolava acqua fredda e limpida (senza neanche un po' di caffè!!!) passando di fianco al beccuccio, e il piacere del caffè andava sotto zero.",
    category: 'elettrodomestici',
    cause:
      "C'era una crepa sottile nel raccordo dell'acqua ad alta pressione sopra il riscaldatore (termoblocco): l'acqua spruzzava fuori dalla crepa invece di arrivare al caffè; va sostituito quel componente col ricambio.",
    keywords: ['crepa', 'raccordo', 'pressione', 'termoblocco', 'riscaldatore', 'perdita'],
  },
  {
    id: 'el-409',
    source: 'https://mybeautifulyear.blogspot.com/2013/01/the-do-it-yourself-day.html',
    original:
      'A few days ago, in the middle of a laundry marathon, my washing machine gave out. I was lead into the laundry room by a slight burning smell, and discovered the washing machine had come to a full halt, and was full of water. … Our guess was that the water pump needed to be replaced, because the water wasn’t draining.',
    language: 'en',
    text: "Qualche giorno fa, nel mezzo di una maratona di bucato, la lavatrice mi ha mollato. Sono entrata in lavanderia seguendo un leggero odore di bruciato e ho scoperto che la lavatrice si era fermata del tutto ed era piena d'acqua. … Pensavamo che fosse da cambiare la pompa, visto che l'acqua non scaricava.",
    category: 'elettrodomestici',
    cause:
      'La cinghia si era distrutta (trovata a brandelli sotto la lavatrice) e un calzino rosa era incastrato dentro la pompa di scarico: cambiata la cinghia e tolto il calzino dalla pompa, la lavatrice funziona perfettamente.',
    keywords: ['cinghia', 'calzino', 'pompa', 'scarico', 'incastrato', 'rotta'],
  },
  {
    id: 'el-410',
    source: 'https://seiffert.info/waschmaschine-kaputt-aber-wir-waren-smart/',
    original:
      'Da hat doch tatsächlich Freitag vor einer Woche\nunsere Waschmaschine ihren Geist aufgegeben.\n\nNatürlich hatte ich noch Wäsche drin,\nals das doofe Teil weder Schleudern noch Abpumpen wollte. … Unsere HighTech Maschine ist aber nett und zeigt uns Fehlercodes\nim Display an, die wir im Internet zunächst recherchierten.\n\nF21 und F33…Aha, da scheint was mit der Pumpe nicht in Ordnung zu sein. … Verkokelt roch es ebenfalls, also wird wohl was durchgeschmort sein.',
    language: 'de',
    text: "Pensa un po', venerdì di una settimana fa la nostra lavatrice ha tirato le cuoia.\n\nOvviamente c'era ancora dentro il bucato quando quella stupida non voleva né centrifugare né scaricare. … La nostra lavatrice super tecnologica però è gentile e ci mostra i codici di errore sul display, che prima abbiamo cercato su internet.\n\nF21 e F33… Ah ecco, sembra che ci sia qualcosa che non va nella pompa. … C'era anche puzza di bruciacchiato, quindi qualcosa si sarà fuso.",
    category: 'elettrodomestici',
    cause:
      'Un panno per pulire gli occhiali e una pellicola adesiva si erano avvolti attorno alla pompa di scarico, che si bloccava e si surriscaldava (da qui la puzza): tolti i corpi estranei, la lavatrice scarica e centrifuga di nuovo.',
    keywords: ['pompa', 'scarico', 'panno', 'avvolto', 'bloccata', 'corpo'],
  },
  {
    id: 'el-411',
    source: 'http://girlsafternoontea.blogspot.com/2010/08/washing-up-storm.html',
    original:
      'My idyll was interrupted by loud appliance noise. … Walking into the kitchen I realised that the noise was actually coming from the laundry. Oh no! Once I opened the door it was obvious that something wasn\'t right with the washing machine.\n\nI figured out that it was the drain function, as the motor kept grinding when I switched the machine to "drain" and then to "stop". The only way to give myself relief from the noise was to turn off the power.',
    language: 'en',
    text: 'La mia giornata tranquilla è stata interrotta da un rumore forte di un elettrodomestico. … Entrando in cucina ho capito che il rumore veniva in realtà dalla lavanderia. Oh no! Appena aperta la porta era chiaro che la lavatrice aveva qualcosa che non andava.\n\nHo capito che era la funzione di scarico, perché il motore continuava a grattare quando mettevo la lavatrice su "scarico" e poi su "stop". L\'unico modo per liberarmi dal rumore era staccare la corrente.',
    category: 'elettrodomestici',
    cause:
      'Era guasta la pompa di scarico (grattava): smontata e sostituita con una nuova presa al centro assistenza, la lavatrice è tornata come nuova.',
    keywords: ['pompa', 'scarico', 'guasta', 'sostituita', 'rumore', 'grattava'],
  },
  {
    id: 'el-412',
    source: 'https://ion7777.hatenablog.com/entry/18856701',
    original:
      '冷蔵庫の冷凍機能がパワーが弱くなり、アイスクリームがとろんとしてくる状態で2,3日様子を見ていましたが、自然と治ることはありえなさそうなので、朝から本格的に手をかけることにしました。\n\nおかしくなる前に、からからと音をたてるようになっていました。',
    language: 'ja',
    text: 'Il congelatore del frigo aveva perso forza, il gelato diventava molle, e ho aspettato 2-3 giorni per vedere come andava, ma non sembrava proprio che si sarebbe sistemato da solo, quindi stamattina mi ci sono messo sul serio.\n\nPrima che si guastasse, aveva cominciato a fare un rumore tipo tic-tic, come qualcosa che sbatte.',
    category: 'elettrodomestici',
    cause:
      'Dietro il pannello interno del congelatore si era formato un grosso blocco di ghiaccio (grande come un pugno) che urtava e poi bloccava la ventola: sciolto il ghiaccio con il phon, il frigo funziona di nuovo.',
    keywords: ['ghiaccio', 'ventola', 'bloccata', 'brina', 'evaporatore', 'congelatore'],
  },
  {
    id: 'el-413',
    source: 'https://corydalis.hatenadiary.org/entry/20080818/1219071569',
    original:
      'ちょっと前に冷蔵庫がヘンになっていて、ついに2〜3日前に止まった。一旦電源を止めて、また通電してみたのだが、それでも動かず。コンプレッサーが動くような音はしていたので、完全な故障でもないだろうにとは思っていた。\n というか、ここ数週間ほど冷凍庫の霜取りファンがガラガラうるさくて、それが急に止まった … そういや冷凍庫に入れたアイスがなぜか溶けていることが多かった',
    language: 'ja',
    text: "Già da un po' il frigo faceva cose strane, e 2-3 giorni fa si è fermato del tutto. Ho staccato la corrente e l'ho riattaccato, ma niente. Si sentiva come il compressore che girava, quindi pensavo che non fosse proprio rotto del tutto.\nAnzi, da qualche settimana la ventola del congelatore faceva un gran rumore di sferragliamento, e poi all'improvviso si è fermata … tra l'altro il gelato nel congelatore spesso si scioglieva senza motivo",
    category: 'elettrodomestici',
    cause:
      "Dietro la parete del congelatore l'evaporatore era tutto coperto di ghiaccio, che arrivava a urtare la ventola, e il tubicino di scarico dell'acqua di sbrinamento era intasato dal ghiaccio: sciolto tutto il ghiaccio e riacceso, il frigo funziona di nuovo.",
    keywords: ['ghiaccio', 'ventola', 'evaporatore', 'scarico', 'sbrinamento', 'intasato'],
  },
  {
    id: 'el-414',
    source: 'https://xn--8uq244c95em2h.com/dennsirennji.html',
    original:
      '電源が入らないという症状の電子レンジがあった … 今回分解した電子レンジは、パナソニックの2015年製のものです。',
    language: 'ja',
    text: 'Avevo un microonde che non si accendeva proprio … Il microonde che ho smontato è un Panasonic del 2015.',
    category: 'elettrodomestici',
    cause:
      'Era bruciato il fusibile interno (dietro il pannello comandi): sostituito il fusibile da circa 100 yen, il microonde si accende e funziona senza problemi.',
    keywords: ['fusibile', 'bruciato', 'interrotto', 'sostituito', 'alimentazione'],
  },
  {
    id: 'el-415',
    source: 'https://www.ankegroener.de/blog/?p=40109',
    original:
      'Meine geliebte Bezzera fing vor Monaten an, keinen schönen Espresso mehr zu produzieren, sondern sauren Schleim. Oder heiße Luft. Auf jeden Fall kam das Wasser nicht mehr dort an, wo es hingehörte. Ich reinigte die Siebe und die Brühgruppe fünfmal, obwohl ich das brav regelmäßig tue – nichts. Ich schraubte auseinander, was ich mich auseinanderzuschrauben traute, reinigte – nichts. … Ich verwende in der Bezzera kein Leitungswasser, weil das in München quasi nur aus Kalk besteht, sondern schütte teures Volvic in den Tank.',
    language: 'de',
    text: "La mia amata Bezzera mesi fa ha cominciato a non fare più un bell'espresso, ma una melma acida. O aria calda. Comunque l'acqua non arrivava più dove doveva. Ho pulito i filtri e il gruppo cinque volte, anche se lo faccio regolarmente come si deve: niente. Ho smontato quello che avevo il coraggio di smontare, pulito: niente. … Nella Bezzera non uso acqua del rubinetto, perché a Monaco è praticamente solo calcare, ma ci metto la costosa Volvic.",
    category: 'elettrodomestici',
    cause:
      "Dopo cinque anni senza decalcificazione il circuito si era incrostato di calcare (anche usando acqua minerale): fatta la decalcificazione col decalcificante, la macchina fa di nuovo l'espresso come si deve.",
    keywords: ['calcare', 'decalcificazione', 'incrostato', 'circuito', 'caldaia'],
  },
  {
    id: 'el-416',
    source: 'https://immotrainer.ch/backofen-funktioniert-nicht-mehr/',
    original:
      'Ein Mieter will gerade seinen Weihnachtstruthahn in den Backofen schieben. Dabei bemerkt er, dass sein Backofen nicht mehr funktioniert, also ruft er mich an. … Die Uhr des Backofens blinkt. Auf mein Nachfragen hin erklärt mir der Mieter, er habe vor einigen Tagen eine neue Lampe angeschlossen und dabei die Sicherungen herausgenommen.',
    language: 'de',
    text: "Un inquilino sta per mettere il tacchino di Natale nel forno e si accorge che il forno non funziona più, quindi mi chiama. … L'orologio del forno lampeggia. Quando gli chiedo, l'inquilino mi spiega che qualche giorno prima aveva collegato una lampada nuova e per farlo aveva staccato le sicurezze (i fusibili).",
    category: 'elettrodomestici',
    cause:
      "Dopo l'interruzione di corrente il forno, per sicurezza, non funziona finché non si reimposta l'orologio (che lampeggiava): rimesso l'orologio all'ora, il forno funziona di nuovo.",
    keywords: ['orologio', 'lampeggia', 'interruzione', 'corrente', 'impostare', 'ora'],
  },
  {
    id: 'el-417',
    source: 'https://fuwary.blog/?p=6998',
    original: '猛暑日が続いた2021年の夏、賃貸物件に備え付けのエアコンから水がポタポタと垂れるトラブルが発生!',
    language: 'ja',
    text: "Nell'estate 2021, con giorni di caldo torrido uno dopo l'altro, il condizionatore in dotazione all'appartamento in affitto ha cominciato a gocciolare acqua!",
    category: 'elettrodomestici',
    cause:
      "Il tubo di scarico della condensa (drenaggio) era intasato da polvere e sporco, quindi l'acqua tornava indietro e gocciolava dall'unità interna: aspirato l'intasamento dal tubo con un pulitore per tubi di scarico, la perdita si è fermata.",
    keywords: ['tubo', 'scarico', 'condensa', 'intasato', 'drenaggio', 'ostruito'],
  },
  {
    id: 'el-418',
    source:
      'https://yurt-minimal.com/%e3%80%90%e5%8a%87%e7%9a%84%e6%94%b9%e5%96%84%e3%80%91%e6%97%a5%e7%ab%8b%e3%83%93%e3%83%83%e3%82%b0%e3%83%89%e3%83%a9%e3%83%a0%e3%81%ae%e4%b9%be%e7%87%a5%e3%81%8c%e9%81%85%e3%81%84%e3%83%bb%e7%94%9f',
    original:
      '「あれ…5時間経ってるのに、まだ湿ってる…?」\n我が家の日立ビッグドラムで、ある日突然起きた悲劇です。\n購入から3年。冬場は毎日フル稼働していたため、働いて働いて働いて働きすぎたのか、、、業者に掃除を依頼するべきか、買い替えるべきか…。 … 「毎回フィルターのホコリは取ってるのに…」\n乾燥機能を使う度に乾燥フィルターと糸くずフィルターの掃除をしていましたが',
    language: 'ja',
    text: '"Eh?… Sono passate 5 ore ed è ancora umido…?"\nÈ la tragedia capitata all\'improvviso alla nostra lavasciuga Hitachi Big Drum.\nComprata 3 anni fa. D\'inverno andava a pieno ritmo tutti i giorni, forse ha lavorato troppo... Chiamare qualcuno per pulirla o cambiarla?… "Eppure tolgo la polvere dal filtro ogni volta…"\nOgni volta che usavo l\'asciugatura pulivo il filtro dell\'asciugatura e il filtro dei pelucchi',
    category: 'elettrodomestici',
    cause:
      "La rete dei filtri dell'asciugatura era otturata da una pellicola oleosa invisibile (dall'ammorbidente) e l'aria non passava: lavati a fondo i filtri con sapone e spazzolino, il tempo di asciugatura è calato di oltre un'ora e l'odore di umido è sparito.",
    keywords: ['filtro', 'asciugatura', 'otturato', 'ammorbidente', 'rete', 'intasato'],
  },
  {
    id: 'el-419',
    source: 'https://altf4.co/may-23-2022-how-the-heck-does-a-toaster-work',
    original:
      'I have the fairly expensive toaster that has been around 15 years or so and it stopped working for some reason. I am going to take it apart to try and figure it out.\n\nOur first reaction was to replace the toaster. … Our particular problem was that the mechanism did not lock down and therefore there was no toasting.',
    language: 'en',
    text: 'Ho un tostapane abbastanza costoso che ha circa 15 anni e ha smesso di funzionare per qualche motivo. Lo smonterò per provare a capire.\n\nLa nostra prima reazione è stata di sostituirlo. … Nel nostro caso il problema era che il meccanismo non restava abbassato e quindi non tostava.',
    category: 'elettrodomestici',
    cause:
      "L'interno era pieno di briciole che impedivano all'elettromagnete di trattenere la leva (e all'interruttore di fare contatto): soffiate via tutte le briciole con aria compressa, la leva resta giù e il tostapane funziona di nuovo.",
    keywords: ['briciole', 'tostapane', 'leva', 'elettromagnete', 'pulizia'],
  },
  {
    id: 'el-420',
    source: 'https://zerobrain.info/fotokatastrophen/2017/9/17/splmaschine-und-fleckiges-geschirr',
    original:
      'Wenn das Geschirr dreckig aus der Spülmaschine kommt... … Falls das Geschirr nicht sauber wird, geht bei mir der erste Griff immer an den rotierenden Spülarm: dreht er frei oder hat sich etwas verklemmt …? Dieses Mal lag es aber aber nicht an der Rotation: Im folgenden Bild erkennt man Spuren auf dem (zugegebenermaßen verkratzten) Blech der Kaffeemaschine. Auch das Nudelsieb hat etwas abbekommen.',
    language: 'de',
    text: "Quando le stoviglie escono sporche dalla lavastoviglie... … Se i piatti non vengono puliti, la prima cosa che controllo è sempre il braccio rotante: gira libero o si è incastrato qualcosa …? Questa volta però non era la rotazione: nella foto si vedono delle macchie sulla lamiera (un po' graffiata, lo ammetto) della macchina del caffè. Anche lo scolapasta ne ha prese.",
    category: 'elettrodomestici',
    cause:
      "Le macchie erano calcare (spariscono con un anticalcare): il serbatoio del sale dell'addolcitore era vuoto ma la spia 'rabboccare sale' non si accendeva (difettosa); rabboccato il sale rigenerante, la durezza misurata dell'acqua di lavaggio passa da 3 a 0 (l'acqua torna addolcita).",
    keywords: ['calcare', 'sale', 'addolcitore', 'macchie', 'spia', 'durezza'],
  },
  {
    id: 'el-421',
    source: 'http://tidejionayami.info/freezer/',
    original:
      '家の冷蔵庫なのですが、今年で9年目になります。\n\n冷蔵庫の寿命は一般的に10年前後と言われていますのでそろそろ寿命の時期なのです。\n\n昨年(平成25年)に冷蔵庫の室内温度が、夏場で高い時に7℃とかになってしまいました。\n\n今年も5月頃から徐々に冷蔵室の温度が上がってきて\n\n昨年はなんとか凌ぎましたが、今年の夏はもう買い替えかな?と思っていたのです。',
    language: 'ja',
    text: "È il frigorifero di casa, quest'anno compie 9 anni.\n\nSi dice che un frigorifero duri in genere una decina d'anni, quindi è quasi a fine vita.\n\nL'anno scorso, d'estate, la temperatura del vano frigo nei momenti peggiori arrivava a 7 °C.\n\nAnche quest'anno da maggio la temperatura del frigo ha cominciato a salire piano piano.\n\nL'anno scorso in qualche modo ce la siamo cavata, ma quest'estate pensavo che toccasse cambiarlo.",
    category: 'elettrodomestici',
    cause:
      "La presa d'aria di raffreddamento in basso (zona di smaltimento del calore) era piena di polvere: tolto il coperchio e pulita con aspirapolvere, bastoncini e spazzolino, il giorno dopo il vano frigo è sceso da 7 °C a 1 °C.",
    keywords: ['polvere', 'condensatore', 'calore', 'pulizia', 'temperatura'],
  },
];
