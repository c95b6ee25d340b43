import type { RealCase } from './types.ts';

/**
 * Batch 22 of real computer reports (issue 24): gathered 2026-11-29 by helpers blind to the assistant. Reports whose
 * page does not confirm the fix were left out.
 */
export const CASES: RealCase[] = [
  {
    id: 'pc-2201',
    source:
      'https://github.com/bradyaanderson/bradyanderson.tech-next/blob/a69797eb3333b32ea67678a5ddf832ac6af176f9/components/blog/blog-posts/retro-computing/posts/FixingFloppyDrive.tsx',
    original:
      'I spent some time testing some already installed software and then inserted a floppy disk. The computer was able to read the disk without issue, but when I tried to eject it, I heard a whirring sound coming from the floppy drive. The disk didn’t eject from the drive. I tried again, but the disk continued to stay in the machine.',
    language: 'en',
    text: "Ho provato un po' del software già installato e poi ho inserito un floppy. Il computer lo leggeva senza problemi, ma quando ho provato a espellerlo ho sentito un ronzio dal lettore floppy. Il dischetto non usciva. Ho riprovato, ma restava dentro.",
    category: 'computer',
    cause:
      "L'ingranaggio (giallo) del motorino di espulsione del lettore floppy aveva perso alcuni denti; sostituito con un ingranaggio stampato in 3D, il disco viene espulso di nuovo.",
    keywords: ['ingranaggio', 'denti', 'motorino', 'espulsione', 'sostituzione'],
  },
  {
    id: 'pc-2202',
    source:
      'https://github.com/bradyaanderson/bradyanderson.tech-next/blob/a69797eb3333b32ea67678a5ddf832ac6af176f9/components/blog/blog-posts/retro-computing/posts/FixingKeyboardPost.tsx',
    original:
      "As mentioned in my last blog post, the keyboard that came with my Macintosh SE/30 didn't seem to be working. I assumed the worst and took a quick look at replacements on eBay.",
    language: 'en',
    text: "Come dicevo nell'ultimo post, la tastiera che è arrivata col mio Macintosh SE/30 sembrava non funzionare. Ho pensato al peggio e ho dato un'occhiata ai ricambi su eBay.",
    category: 'computer',
    cause:
      'Il cavo ADB della tastiera aveva un pin piegato (poi spezzato); sostituito il cavo con uno S-Video, che ha lo stesso connettore, la tastiera funziona.',
    keywords: ['cavo', 'pin', 'piegato', 'connettore', 'sostituzione'],
  },
  {
    id: 'pc-2203',
    source:
      'https://github.com/jpswade/jpswade.github.io/blob/e69ef70ba53d3b4e0101f60f9a74e098ffe47a96/_posts/2007/2007-01-26-parts-inside-your-printer-are-at-the-end-of-their-service-life.md',
    original:
      'It had the following error: “Parts inside your printer are at the end of their service life. See your printer documentation.”',
    language: 'en',
    text: 'Mi dava questo errore: “Parti interne della stampante a fine vita utile. Consultare la documentazione della stampante.”',
    category: 'computer',
    cause:
      "I tamponi che assorbono l'inchiostro di scarto erano saturi e il contatore di protezione aveva raggiunto il limite; lavati e asciugati i tamponi e azzerato il contatore con l'utility di servizio, la stampante è tornata a funzionare.",
    keywords: ['tamponi', 'inchiostro', 'contatore', 'azzeramento', 'saturi'],
  },
  {
    id: 'pc-2204',
    source:
      'https://github.com/mattburns/mattburns.github.io/blob/2e3c771b5734a02f6a2a638a494859c91ec8ff6a/content/blog/posts/2015-04-08-dell-u2515h-and-problems-with-a-usb-apple-keyboard.md',
    original:
      'Does anyone else ever have problems with this combination? They keyboard just goes dead. I use the monitor’s USB hub to connect my keyboard and mouse. I then connect the hub to either my macbook or my linux pc and toggle the video inputs. Sometimes the keyboard just dies.',
    language: 'en',
    text: "Qualcun altro ha problemi con questa combinazione? La tastiera smette proprio di funzionare. Uso l'hub USB del monitor per collegare tastiera e mouse, poi collego l'hub al macbook o al pc linux e cambio ingresso video. Ogni tanto la tastiera muore.",
    category: 'computer',
    cause:
      "Contatto scadente tra la spina USB della tastiera e le porte dell'hub del monitor; usando la prolunga USB fornita con la tastiera, che ha contatti migliori, il problema sparisce.",
    keywords: ['contatti', 'usb', 'prolunga', 'porta', 'hub'],
  },
  {
    id: 'pc-2205',
    source:
      'https://github.com/borisyurkevich/borisy.net/blob/1e318a5d4eb02a13e33b0073d1eaced4bda48229/_posts/2020-02-24-MacBook-Question-Mark-Folder.md',
    original:
      "Dropping MacBook Pro can happen to anyone. It's a portable machine, after all, and a laptop can end up in different situations, such as a hard floor. Hopefully in a closed state. Mac can take a fall, but sometimes it can lead to a problem, such as the Question mark folder during startup.",
    language: 'en',
    text: "Far cadere un MacBook Pro può capitare a chiunque. È un portatile, alla fine, e può finire in tante situazioni, tipo su un pavimento duro. Speriamo almeno da chiuso. Il Mac può reggere una caduta, ma a volte può dare problemi, come la cartella col punto di domanda all'avvio.",
    category: 'computer',
    cause:
      "Dopo la caduta il modulo SSD si era spostato e non era più ben inserito nel suo slot (la vite di fissaggio si era staccata dalla base); aperto il fondo e reinserito l'SSD, il Mac si avvia di nuovo.",
    keywords: ['ssd', 'slot', 'reinserire', 'caduta', 'connettore'],
  },
  {
    id: 'pc-2206',
    source:
      'https://github.com/CPC67128/JekyllWebSite/blob/7b5b6789b9af07d7c60750994540dcb44b39b123/_posts/2017-08-14-changement-ventilateur-synology-ds216ii.md',
    original:
      'J’ai mis le ventilateur dans le mode calme, ce dernier est peu audible hormis des tout petits claquements qui se font entendre depuis le ventilateur et qui s’avèrent agaçant.',
    language: 'fr',
    text: 'Ho messo la ventola in modalità silenziosa, si sente poco a parte dei piccolissimi ticchettii che vengono dalla ventola e che alla lunga danno fastidio.',
    category: 'computer',
    cause:
      "La ventola originale del NAS produceva dei ticchettii; sostituita con una ventola Noctua da 92 mm (collegata anche con l'adattatore low-noise), il ticchettio è sparito.",
    keywords: ['ventola', 'ticchettio', 'sostituzione', 'rumore'],
  },
];
