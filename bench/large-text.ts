// Italian text for the bench's large dataset (issue 29): posts, comments, messages, reels and bios put
// together from fragments about phones, appliances, computers and consoles (brands, models, symptoms,
// causes, what was tried), so that full-text search and the assistant's similar posts have real work.
import type { PostCategory } from '../common/constants.ts';

/** A deterministic generator (mulberry32): the same seed gives the same community. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomFrom>;

interface Device {
  category: PostCategory;
  /** The device as a sentence names it, e.g. "la lavatrice Bosch Serie 6". */
  names: readonly string[];
  symptoms: readonly string[];
  causes: readonly string[];
  tried: readonly string[];
  fixes: readonly string[];
}

const DEVICES: readonly Device[] = [
  {
    category: 'smartphone',
    names: [
      "l'iPhone 11",
      "l'iPhone 12",
      "l'iPhone 13 Pro",
      "l'iPhone SE",
      "l'iPhone XR",
      'il Samsung Galaxy S21',
      'il Samsung Galaxy A52',
      'il Samsung Galaxy S10',
      'il Samsung Galaxy A12',
      'lo Xiaomi Redmi Note 10',
      'lo Xiaomi Mi 11',
      'il Huawei P30',
      'il Google Pixel 6',
      'il OnePlus 8',
      'il Motorola Moto G9',
      "l'Oppo Find X3",
    ],
    symptoms: [
      'non si carica più',
      'ha la batteria che dura poche ore',
      'ha lo schermo nero ma vibra',
      'ha il touch che non risponde in basso',
      'si riavvia da solo in continuazione',
      'ha il vetro posteriore crepato',
      'non prende il segnale',
      "ha l'altoparlante che gracchia",
      'ha il microfono muto durante le chiamate',
      'fa foto sfocate con la fotocamera principale',
      'si scalda tantissimo in carica',
      'ha il Face ID che non funziona più',
      'ha il tasto di accensione bloccato',
      'non si collega al Wi-Fi',
      'ha la batteria gonfia che solleva lo schermo',
      'resta bloccato sul logo di avvio',
    ],
    causes: [
      'il connettore di ricarica pieno di polvere',
      'il chip di ricarica',
      'la batteria esausta',
      'il flat del display',
      "l'IC audio",
      'il modulo antenna',
      'un aggiornamento del sistema',
      "l'ossidazione dopo un contatto con l'acqua",
      'il sensore di prossimità',
      'la scheda logica',
    ],
    tried: [
      'cambiare cavo e alimentatore',
      'fare un ripristino di fabbrica',
      'pulire la porta con uno stuzzicadenti',
      'aggiornare il software',
      'caricarlo di notte spento',
      'togliere la cover',
      'metterlo in modalità provvisoria',
    ],
    fixes: [
      'sostituire il connettore di ricarica',
      'cambiare la batteria con una originale',
      'scaldare il retro con la pistola termica a bassa temperatura',
      'ricollegare il flat del display',
      'pulire i contatti con alcol isopropilico',
      'sostituire il modulo schermo completo',
    ],
  },
  {
    category: 'elettrodomestici',
    names: [
      'la lavatrice Bosch Serie 6',
      'la lavatrice Samsung EcoBubble',
      'la lavatrice Whirlpool',
      'la lavatrice Candy',
      'la lavatrice Indesit',
      'la lavastoviglie Electrolux',
      'la lavastoviglie Bosch',
      'la lavastoviglie Smeg',
      'il frigorifero Samsung',
      'il frigorifero Liebherr',
      'il frigorifero LG No Frost',
      "l'asciugatrice Beko",
      'il forno Smeg',
      'il microonde Whirlpool',
      'la macchina del caffè De’Longhi Magnifica',
      'la Nespresso',
      "l'aspirapolvere Dyson V11",
      'il condizionatore Daikin',
    ],
    symptoms: [
      'perde acqua dal fondo',
      "non scarica l'acqua",
      'non centrifuga più',
      'non scalda',
      'fa un rumore metallico in centrifuga',
      "dà l'errore E18 sul display",
      'non si accende proprio',
      'fa scattare il salvavita',
      'non raffredda ma la luce è accesa',
      'fa ghiaccio sul fondo',
      'lascia i piatti sporchi e pieni di calcare',
      'non eroga il caffè',
      "si blocca con l'oblò chiuso",
      'puzza di bruciato',
      'gocciola dalla guarnizione',
      'si spegne dopo pochi minuti',
    ],
    causes: [
      'la pompa di scarico intasata',
      'la guarnizione dell’oblò rovinata',
      'la resistenza bruciata',
      'i cuscinetti del cestello',
      'il termostato',
      'la scheda elettronica',
      'il tubo di scarico piegato',
      'il filtro pieno di calcare',
      'le spazzole del motore consumate',
      'il condensatore di avvio',
      'il sensore NTC',
      'il bloccaporta',
    ],
    tried: [
      'pulire il filtro della pompa',
      'staccare la spina per una notte',
      'fare un lavaggio a vuoto con aceto',
      'controllare il tubo di carico',
      'decalcificare con acido citrico',
      'sbrinare tutto',
    ],
    fixes: [
      'smontare e pulire la pompa di scarico',
      'sostituire la guarnizione',
      'misurare la resistenza con il tester',
      'cambiare i cuscinetti',
      'sostituire il termostato',
      'pulire il condensatore posteriore',
      'cambiare le spazzole del motore',
    ],
  },
  {
    category: 'computer',
    names: [
      'il portatile Lenovo ThinkPad T480',
      'il portatile HP Pavilion',
      'il Dell XPS 13',
      "l'Asus ZenBook",
      "l'Acer Aspire 5",
      'il MacBook Pro 2015',
      'il MacBook Air M1',
      'il PC fisso assemblato',
      "l'iMac 27 pollici",
      'il monitor Samsung da 24 pollici',
      'il Surface Pro 7',
    ],
    symptoms: [
      'non si accende, nessun LED',
      'si spegne da solo sotto carico',
      'ha la ventola rumorosissima',
      'mostra righe colorate sullo schermo',
      'ha la tastiera che scrive lettere a caso',
      "è lentissimo all'avvio",
      'va in schermata blu',
      'non carica con l’alimentatore originale',
      'ha la cerniera rotta',
      'ha il disco che fa clic',
      'non vede il disco SSD',
      'fa tre bip e non parte',
      'ha lo schermo scuro ma si vede in controluce',
    ],
    causes: [
      'la pasta termica secca',
      'la ventola piena di polvere',
      'la batteria della CMOS',
      'il connettore DC di alimentazione',
      'la RAM difettosa',
      'il disco meccanico a fine vita',
      "l'inverter della retroilluminazione",
      'il cavo SATA',
      'la saldatura BGA del chip grafico',
      'la batteria gonfia',
    ],
    tried: [
      'togliere la batteria e tenere premuto il tasto di accensione',
      'reinstallare Windows',
      'cambiare la RAM di slot',
      'soffiare con aria compressa',
      'collegare un monitor esterno',
      'aggiornare il BIOS',
    ],
    fixes: [
      'cambiare la pasta termica',
      'pulire il dissipatore e la ventola',
      'sostituire la batteria CR2032',
      'passare a un SSD',
      'rifare la saldatura del jack di alimentazione',
      'sostituire la cerniera con un ricambio compatibile',
    ],
  },
  {
    category: 'console',
    names: [
      'la PS4 Slim',
      'la PS4 Pro',
      'la PS5',
      "l'Xbox One S",
      "l'Xbox Series X",
      'la Nintendo Switch',
      'il Joy-Con sinistro',
      'il controller DualSense',
      'il DualShock 4',
      'il Game Boy Advance',
      'la PS2 Slim',
      'la Wii',
      'il Nintendo 3DS',
    ],
    symptoms: [
      'ha il drift sullo stick analogico',
      'non legge più i dischi',
      'ha la ventola che sembra un aereo',
      'si spegne durante il gioco',
      'resta con la luce blu lampeggiante',
      "non dà segnale dall'HDMI",
      'non si carica sul dock',
      'ha il tasto X che non risponde',
      'non si accoppia via Bluetooth',
      'fa un beep e si spegne',
      'ha lo schermo con i pixel morti',
    ],
    causes: [
      'il potenziometro dello stick consumato',
      'la lente del lettore sporca',
      'la porta HDMI con un pin piegato',
      'il chip HDMI bruciato',
      'la pasta termica secca',
      'la membrana dei tasti',
      'il flat del lettore',
      'la batteria del controller',
      "l'alimentatore interno",
    ],
    tried: [
      'avviare in modalità provvisoria',
      'ricostruire il database',
      'pulire lo stick con alcol isopropilico',
      'cambiare cavo HDMI',
      'aggiornare il firmware',
      'fare il reset del controller con una graffetta',
    ],
    fixes: [
      'sostituire lo stick analogico con un ricambio Hall',
      'pulire la lente con un cotton fioc',
      'sostituire la porta HDMI',
      'cambiare la pasta termica e i pad',
      'saldare un nuovo potenziometro',
      'sostituire la membrana',
    ],
  },
  {
    category: 'altri',
    names: [
      'la TV LG OLED',
      'la TV Samsung da 55 pollici',
      'le cuffie Sony WH-1000XM4',
      'gli AirPods Pro',
      'il tablet iPad Air',
      'lo smartwatch Garmin',
      'la stampante Epson',
      'il monopattino Xiaomi',
      'la bici elettrica',
      "l'amplificatore Marantz",
    ],
    symptoms: [
      'non si accende più',
      "ha l'audio solo da un lato",
      'ha una riga verticale sullo schermo',
      'stampa a righe',
      'non tiene la carica',
      'si spegne dopo dieci minuti',
      'fa un ronzio forte',
      'non si collega al telefono',
    ],
    causes: [
      'le strisce LED della retroilluminazione',
      'la batteria',
      "l'alimentatore",
      'le testine intasate',
      'un condensatore gonfio',
      'il connettore della batteria',
    ],
    tried: ['staccare tutto per un giorno', 'fare il reset', 'pulire le testine', 'cambiare alimentatore'],
    fixes: [
      'sostituire le strisce LED',
      'cambiare i condensatori gonfi',
      'pulire le testine con il liquido apposito',
      'sostituire la batteria',
    ],
  },
];

/** How often each category comes up: phones and appliances lead, as in real repair forums. */
const CATEGORY_WEIGHTS: [number, number][] = [
  [0, 0.32],
  [1, 0.28],
  [2, 0.18],
  [3, 0.16],
  [4, 0.06],
];

const WHEN = [
  'da ieri',
  'da una settimana',
  'dopo un aggiornamento',
  'dopo una caduta',
  "dopo che ci è finita sopra dell'acqua",
  'da qualche giorno',
  "all'improvviso",
  'dopo un temporale',
  'da quando ho traslocato',
  'dopo averlo pulito',
];
const OPENERS = [
  'Ciao a tutti,',
  'Buongiorno community,',
  'Salve,',
  'Ho un problema:',
  'Chiedo aiuto:',
  'Ragazzi,',
  '',
  '',
];
const DETAILS = [
  'Ha circa tre anni e fino a ora non aveva mai dato problemi.',
  'È fuori garanzia da pochi mesi, ovviamente.',
  'Il centro assistenza mi ha chiesto 180 euro solo per la diagnosi.',
  'Non ho grande esperienza ma ho un cacciavite di precisione e un multimetro.',
  "L'ho comprato usato su un sito di annunci.",
  'Lo uso tutti i giorni per lavoro, quindi mi serve presto.',
  'Mio figlio dice che non ha fatto niente…',
  'Ho già aperto il retro e non vedo niente di bruciato.',
  'Il rumore peggiora quando è caldo.',
  'Succede soprattutto la sera.',
];
const QUESTIONS = [
  'Qualcuno ha avuto lo stesso problema?',
  'Secondo voi da cosa dipende?',
  'Vale la pena ripararlo o conviene cambiarlo?',
  'Avete una guida da consigliarmi?',
  'Che ricambio devo comprare?',
  'Posso farlo da solo o è meglio un tecnico?',
];
const COMMENT_TEMPLATES: ((d: Device, r: Random) => string)[] = [
  (d, r) => `Controlla ${r.pick(d.causes)}: nove volte su dieci è quello.`,
  (d, r) => `A me è successo lo stesso con ${r.pick(d.names)}: era ${r.pick(d.causes)}.`,
  (d, r) => `Prova a ${r.pick(d.fixes)}, io ho risolto così.`,
  (d, r) => `Prima di spendere soldi prova a ${r.pick(d.tried)}.`,
  () => 'Misura con il multimetro prima di cambiare pezzi a caso.',
  () => 'Grazie del consiglio, stasera ci provo e vi faccio sapere!',
  (d, r) => `Risolto! Era proprio ${r.pick(d.causes)}. Grazie a tutti.`,
  (d, r) => `Su YouTube c'è un video su come ${r.pick(d.fixes)}, ci vogliono venti minuti.`,
  () => 'Occhio ai flat quando apri, si strappano facilmente.',
  () => 'Se non sei sicuro lascia perdere: rischi di fare più danni.',
  (d, r) => `Io ho speso 15 euro di ricambi per ${r.pick(d.fixes)}.`,
  () => 'Stacca sempre la corrente prima di aprire!',
];
const CHAT_LINES = [
  'Ciao! Ho visto il tuo post, sei riuscito a risolvere?',
  'Che cacciavite hai usato per aprirlo?',
  'Grazie mille, sei stato gentilissimo!',
  'Mi mandi il link del ricambio?',
  'Domani provo e ti aggiorno.',
  'Funziona! Non ci speravo più.',
  'Hai per caso il modello esatto della scheda?',
  'Quanto hai speso alla fine?',
  'Ti scrivo in privato per non intasare il post.',
  'Sabato sono in laboratorio, se vuoi passa.',
  'Ho ordinato la batteria, arriva giovedì.',
  'Ok, allora misuro la resistenza e ti dico.',
  'Perfetto, a presto!',
  'Scusa il ritardo, ho visto ora il messaggio.',
  'La pasta termica era completamente secca, avevi ragione.',
  'Secondo te conviene ripararlo o ricomprarlo?',
];
const CITIES = [
  'Milano',
  'Roma',
  'Napoli',
  'Torino',
  'Bologna',
  'Firenze',
  'Bari',
  'Palermo',
  'Genova',
  'Verona',
  'Padova',
  'Catania',
  'Trieste',
  'Perugia',
  'Cagliari',
  'Lecce',
];
const BIOS = [
  (city: string) => `Tecnico di smartphone a ${city}.`,
  (city: string) => `Appassionato di elettronica, ${city}.`,
  (city: string) => `Riparo elettrodomestici nel tempo libero. ${city}`,
  (city: string) => `Retro gaming e saldatore sempre acceso (${city}).`,
  (city: string) => `Studente di ingegneria a ${city}, smonto tutto.`,
  () => 'Meglio riparare che buttare.',
  () => 'Imparo un guasto alla volta.',
];
export const FIRST_NAMES = [
  'Alessandro',
  'Andrea',
  'Antonio',
  'Chiara',
  'Davide',
  'Elena',
  'Emma',
  'Federica',
  'Francesca',
  'Francesco',
  'Gabriele',
  'Giorgia',
  'Giovanni',
  'Giuseppe',
  'Ilaria',
  'Leonardo',
  'Lorenzo',
  'Lucia',
  'Marta',
  'Martina',
  'Matteo',
  'Michele',
  'Nicola',
  'Paola',
  'Pietro',
  'Riccardo',
  'Roberta',
  'Salvatore',
  'Simone',
  'Sofia',
  'Stefano',
  'Tommaso',
  'Valentina',
  'Vincenzo',
  'Alice',
  'Beatrice',
  'Camilla',
  'Daniele',
  'Enrico',
  'Fabio',
];
export const LAST_NAMES = [
  'Esposito',
  'Russo',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'Gatti',
];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "l'iPhone 12" → "iPhone 12", "la lavatrice Bosch" → "Lavatrice Bosch". */
const bare = (name: string) => capitalise(name.replace(/^(il|lo|la|le|gli|i|l['’])\s?/, ''));

export interface GeneratedPost {
  device: number;
  category: PostCategory;
  title: string;
  content: string;
}

function pickDevice(r: Random): number {
  let x = r.next();
  for (const [i, w] of CATEGORY_WEIGHTS) {
    if (x < w) return i;
    x -= w;
  }
  return 0;
}

export function post(r: Random): GeneratedPost {
  const index = pickDevice(r);
  const d = DEVICES[index]!;
  const name = r.pick(d.names);
  const symptom = r.pick(d.symptoms);
  const title = r.pick([
    () => `${bare(name)} ${symptom}`,
    () => `${bare(name)}: ${symptom}`,
    () => `Aiuto: ${name} ${symptom}`,
    () => `${capitalise(symptom)} (${bare(name)})`,
  ])();
  const parts = [
    r.pick(OPENERS),
    `${capitalise(name)} ${symptom} ${r.pick(WHEN)}.`,
    r.chance(0.7)
      ? `Ho già provato a ${r.pick(d.tried)}${r.chance(0.4) ? ` e a ${r.pick(d.tried)}` : ''}.`
      : '',
    r.chance(0.5) ? r.pick(DETAILS) : '',
    r.chance(0.5) ? `Può essere ${r.pick(d.causes)}?` : r.pick(QUESTIONS),
  ];
  return {
    device: index,
    category: d.category,
    title: title.slice(0, 100).trim(),
    content: parts.filter(Boolean).join(' '),
  };
}

export const comment = (device: number, r: Random) => r.pick(COMMENT_TEMPLATES)(DEVICES[device]!, r);
export const chatLine = (r: Random) => r.pick(CHAT_LINES);
export const bio = (r: Random) => (r.chance(0.3) ? null : r.pick(BIOS)(r.pick(CITIES)));

export function reel(r: Random): { title: string; description: string; tags: string[] } {
  const d = DEVICES[pickDevice(r)]!;
  const fix = r.pick(d.fixes);
  const name = bare(r.pick(d.names));
  return {
    title: `${capitalise(fix)}: ${name}`.slice(0, 100),
    description: `Come ${fix} quando ${r.pick(d.names)} ${r.pick(d.symptoms)}. Attrezzi: cacciavite, plettro e pazienza.`,
    tags: [
      d.category,
      name
        .split(' ')[0]!
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
      'riparazione',
    ].filter(Boolean),
  };
}

/** The search words the bench looks for (present in both the demo and the large community). */
export const BENCH_SEARCH = 'lavatrice perde acqua';
