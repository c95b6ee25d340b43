import type { RealCase } from './types.ts';

/**
 * Batch 26 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix, or whose device was someone else's, were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2601',
    source: 'https://kinyu1.com/post-4896',
    original:
      'ある日、私のエレコムの有線トラックボール「DEFT」が突然動かなくなりました。\nポインタが一切動かず、まさに「故障した!もう寿命だ!人生終わった!」と焦ったんです。',
    language: 'ja',
    text: "Un giorno la mia trackball Elecom DEFT con il filo ha smesso di funzionare all'improvviso: il puntatore non si muove più per niente. Pensavo fosse rotta, arrivata a fine vita.",
    category: 'computer',
    cause:
      'Il sensore ottico era coperto da un grumo di polvere e le tre sferette di appoggio della palla erano sporche di polvere e sebo; tolta la palla, pulite le sferette con alcol e cotton fioc e soffiato il sensore, la trackball è tornata a funzionare come nuova.',
    keywords: ['polvere', 'sensore', 'sporco', 'sfere', 'pulizia'],
  },
  {
    id: 'pc-2602',
    source: 'https://plaza.rakuten.co.jp/owl084/diary/200506020000-amp',
    original:
      '会社のPCで使っているトラックボールの調子が悪い。\n外見はどこも壊れているようには見えないが、ときどきポインタが思った通りに動かなくなる。\nこれはイライラさせられるので、家に持って帰る。',
    language: 'ja',
    text: 'La trackball che uso col PC in ufficio fa i capricci. Da fuori sembra perfetta, ma ogni tanto il puntatore non si muove come voglio io. È snervante.',
    category: 'computer',
    cause:
      "Tra la palla e il corpo della trackball si era accumulato un grosso grumo di polvere che l'aria compressa non riusciva a staccare; infilando un segnalibro sottile nella fessura e facendolo scorrere il grumo è caduto e la trackball è tornata a funzionare bene.",
    keywords: ['polvere', 'grumo', 'palla', 'sporco', 'pulizia'],
  },
  {
    id: 'pc-2603',
    source:
      'https://github.com/xmlangel/xmlangel.github.io/blob/17daf10a026aedb6ec2b713b87ebd271d3a1b99d/_posts/2023-03-14-fix-dell-fan.md',
    original:
      '그런데 조금 사용하다보면 Fan 이 무지하게 돈다.. 2 in 1 제품이라 속도도 그렇게 나오지 않는다.\n\n하지만 문제가 있다. 조금 사용하다보면 드르르르르륵 드르르르륵 열받아서 돌다가 소리가 난다.\n\n가끔 도서관 같은데가서 좀보다 보면 소리 때문에 눈총을 가끔 받아서  끄고 내려오게 만드는..',
    language: 'ko',
    text: 'Ho un vecchio Dell Latitude 5290 2-in-1. Dopo averlo usato un po\' la ventola gira fortissimo e fa un rumore tipo "drrrrrr drrrrr", come se grattasse mentre si scalda. In biblioteca la gente mi guarda male per il rumore e finisco per spegnerlo.',
    category: 'computer',
    cause:
      'La ventola di raffreddamento era usurata e grattava; sostituita con una ventola compatibile comprata online (10 minuti di lavoro), il rumore di grattamento è sparito e resta solo il normale fruscio.',
    keywords: ['ventola', 'usurata', 'cuscinetto', 'rumore', 'sostituzione'],
  },
  {
    id: 'pc-2604',
    source:
      'https://github.com/nanishin/nanishin.github.io/blob/4e4ed1820e12249e945a2ae06414c749eaae0685/_posts/2024-10-03-diy-repair-mouse-double-click-malfuntion-by-switch-replacement.md',
    original:
      '큰딸도 집안 피씨로 동영상 작업을 하면서 최근 마우스 더블클릭 오동작이 심해졌다고 불평...ㅠㅡㅠ',
    language: 'ko',
    text: 'Il mouse del PC di casa fa i capricci: ultimamente quando si clicca una volta fa spesso il doppio clic da solo, e sta peggiorando. Mia figlia ci fa montaggio video e si lamenta di continuo.',
    category: 'computer',
    cause:
      'Il microinterruttore del tasto era usurato; sostituito con un interruttore Kailh da 80 milioni di clic ordinato online, il doppio clic fantasma è sparito.',
    keywords: ['microinterruttore', 'usurato', 'tasto', 'sostituzione', 'saldatura'],
  },
  {
    id: 'pc-2605',
    source: 'https://github.com/benblazak/ergodox-firmware/issues/60',
    original:
      'Sometimes my keys are pressed twice "by an unknown reason", sometimes even 3 times, these keys are random based on time [...] the only known solution is to increase the debounce time, but this causes major issues:\n\nIn my last test I needed to increase it to 40, and the spacebar continued to be pressed more than one time, very annoying, this value is not good because there starts to failing the keys in another way, for example you can type things like "welcome" and having results like "wlecmoe" (some keys are send before to other ones)',
    language: 'en',
    text: 'Ogni tanto sulla mia tastiera ErgoDox i tasti vengono premuti due volte "senza un motivo", a volte anche tre, e i tasti coinvolti cambiano a caso col passare del tempo. L\'unica soluzione che conosco è aumentare il tempo di debounce, ma crea altri problemi: nell\'ultima prova l\'ho dovuto portare a 40 e la barra spaziatrice continuava comunque a essere premuta più di una volta, molto fastidioso. E con quel valore i tasti iniziano a sbagliare in un altro modo: scrivo "welcome" e viene fuori "wlecmoe" (alcuni tasti vengono inviati prima di altri).',
    category: 'computer',
    cause:
      "Polvere all'interno dell'interruttore meccanico (switch) del tasto: soffiando con forza nei fori dello slider per pulire il contatto le doppie pressioni sono sparite, senza dover sostituire lo switch.",
    keywords: ['polvere', 'switch', 'contatto', 'sporco', 'pulizia', 'tasto'],
  },
  {
    id: 'pc-2606',
    source: 'http://www.wirelessforums.org/310225-post5.html',
    original:
      "I have an old PC which occasionally use as a spare. Most of the time it just sits on a shelf, and its been about 6 months since I last used it. Having recently dusted it down it won't start. Lights come on on the front, and it sounds like the disk spins up but the screen remains blank and I don't even see a BIOS message.\n\nI'm reasonably sure the monitor is okay (but I will try plugging it in to another monitor just to be sure).",
    language: 'en',
    text: 'Ho un vecchio PC (uno Shuttle small form factor) che uso ogni tanto come muletto. Quasi sempre sta su uno scaffale, ed erano circa 6 mesi che non lo usavo. Dopo averlo spolverato non parte più: le spie sul frontale si accendono e sembra che il disco giri, ma lo schermo resta nero e non vedo nemmeno il messaggio del BIOS. Sono abbastanza sicuro che il monitor sia a posto (ma proverò a collegarlo a un altro monitor per esserne certo).',
    category: 'computer',
    cause:
      'La batteria tampone CMOS (CR2032) della scheda madre era scarica (0,8 V invece di 3 V) e su quel PC impediva il POST; sostituita la batteria il computer è ripartito.',
    keywords: ['batteria', 'cmos', 'tampone', 'scarica', 'cr2032', 'sostituzione'],
  },
  {
    id: 'pc-2607',
    source: 'https://github.com/daliansky/XiaoMi-Pro-Hackintosh/issues/241',
    original:
      'Hi, today for the first time my xiaomi mi notebook pro hackintoshed started to powering itself off randomly, I have no idea why, if i check the cause of the previous shut downs they all appear with the code "5" wich means that the pc has been turned off by the user and nothing should be wrong but this is definetly not the case [...] i noticed this only happens when the pc is running on battery and not connected to power, could a dead battery be the issue even is the laptop is only 6 months old?',
    language: 'en',
    text: 'Ciao, oggi per la prima volta il mio portatile Xiaomi Mi Notebook Pro ha iniziato a spegnersi da solo a caso e non ho idea del perché. Se controllo la causa degli spegnimenti precedenti risultano tutti con il codice "5", cioè spento dall\'utente, ma non è assolutamente così. Ho notato che succede solo quando il PC va a batteria e non è collegato alla corrente. Può essere la batteria morta anche se il portatile ha solo 6 mesi?',
    category: 'computer',
    cause:
      'Il connettore della batteria non era inserito bene sulla scheda madre; ricollegandolo correttamente gli spegnimenti improvvisi a batteria sono cessati.',
    keywords: ['connettore', 'batteria', 'allentato', 'scheda', 'collegamento', 'spegnimento'],
  },
  {
    id: 'pc-2608',
    source: 'https://github.com/pqrs-org/Karabiner-Elements/issues/1121',
    original:
      "The internal keyboard on my MacBook pro is completely unresponsive (the with the exception of the power button). Trackpad is completely unresponsive too. Tried to boot in safe mode and recovery mode but the internal keyboard wouldn't even register while booting.\n\n[...] Used an external keyboard to boot in recovery mode and reinstalled OS. Problem persists.",
    language: 'en',
    text: "La tastiera interna del mio MacBook Pro non risponde per niente (tranne il tasto di accensione). Anche il trackpad è completamente morto. Ho provato ad avviare in modalità provvisoria e in modalità di recupero, ma la tastiera interna non viene rilevata nemmeno durante l'avvio. Con una tastiera esterna sono entrato in recovery e ho reinstallato il sistema operativo, ma il problema resta.",
    category: 'computer',
    cause:
      "Il cavo flat unico che collega tastiera e trackpad alla scheda madre si era sfilato dal connettore; al centro assistenza hanno confermato che era proprio quello e l'hanno ricollegato.",
    keywords: ['cavo', 'flat', 'connettore', 'sfilato', 'tastiera', 'trackpad'],
  },
];
