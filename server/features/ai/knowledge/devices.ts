import type { PostCategory } from '../../../../common/constants.ts';

export interface Device {
  category: PostCategory;
  /** How the assistant names it in a question. */
  label: string;
  /** Names and synonyms people use, singular or plural (they are stemmed). */
  names: string[];
  /**
   * Words that name the device and also say which of its problems it is (a part, a kind: "oblò",
   * "freezer", "cassa"): unlike names, they count as words of the problem too.
   */
  parts?: string[];
  /** Model words that name this device for sure, e.g. "iPhone 12", "PS5". */
  models?: RegExp[];
  /** The wider device this one is a family of (a PlayStation is a console): naming it names that too. */
  within?: string;
}

/** "il mio Mac", "sul Mac": a MacBook or an iMac (not a "MAC address", nor a Mac mini, which is a desktop). */
const MY_MAC = /\b(il|mio|un|sul|del|nel|dal|col|al|the|my)\smac\b(?! (address|mini|studio))/;

/**
 * Model codes printed on a device's label ("SM-G991B", "CUH-1216A", "HAC-001"): each names its device and, for a
 * console, its generation (issue 24: devices named by maker code).
 */
export const LABEL_CODES: {
  pattern: RegExp;
  device: 'smartphone' | 'tablet' | 'playstation' | 'nintendo';
  generation?: string;
}[] = [
  // Samsung, as on the box and in the settings.
  { pattern: /\bsm-?\s?[gansfme]\d{3}[a-z0-9]{0,3}\b/, device: 'smartphone' },
  { pattern: /\bsm-?\s?[tpx]\d{3}[a-z0-9]{0,3}\b/, device: 'tablet' },
  // …and before 2013 ("GT-S5230", "GT-I9000"; a GT-P is a Galaxy Tab).
  { pattern: /\bgt-?\s?[bcegins]\d{4}[a-z]?\b/, device: 'smartphone' },
  { pattern: /\bgt-?\s?p\d{4}[a-z]?\b/, device: 'tablet' },
  // Sony.
  { pattern: /\bcuh-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'ps4' },
  { pattern: /\bcfi-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'ps5' },
  { pattern: /\bcech-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'ps3' },
  { pattern: /\bscph-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'ps1' },
  { pattern: /\bscph-?\s?\d{5}[a-z]?\b/, device: 'playstation', generation: 'ps2' },
  { pattern: /\bpch-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'psvita' },
  { pattern: /\bpsp-?\s?\d{4}[a-z]?\b/, device: 'playstation', generation: 'psp' },
  // Nintendo.
  { pattern: /\b(hac|heg|hdh)-?\s?\d{3}\b/, device: 'nintendo', generation: 'switch' },
  { pattern: /\brvl-?\s?\d{3}\b/, device: 'nintendo', generation: 'wii' },
  { pattern: /\bwup-?\s?\d{3}\b/, device: 'nintendo', generation: 'wiiu' },
  { pattern: /\b(ntr|usg|twl)-?\s?\d{3}\b/, device: 'nintendo', generation: 'ds' },
  { pattern: /\b(ctr|spr|ktr|ftr)-?\s?\d{3}\b/, device: 'nintendo', generation: '3ds' },
  { pattern: /\bdol-?\s?\d{3}\b/, device: 'nintendo', generation: 'gamecube' },
  { pattern: /\bnus-?\s?\d{3}\b/, device: 'nintendo', generation: 'n64' },
  { pattern: /\b(agb|ags)-?\s?\d{3}\b/, device: 'nintendo', generation: 'gba' },
  { pattern: /\b(dmg|cgb)-?\s?\d{3}\b/, device: 'nintendo', generation: 'gameboy' },
];

const labelCodesOf = (device: string) => LABEL_CODES.filter((c) => c.device === device).map((c) => c.pattern);

/** The devices the knowledge base knows, with the words that name them. */
export const DEVICES = {
  smartphone: {
    category: 'smartphone',
    label: 'lo smartphone',
    names: [
      'smartphone',
      'telefono',
      'telefonino',
      'cellulare',
      'cell',
      'iphone',
      // An iPod touch is an iPhone without the phone: its battery, port and screen are repaired the same way.
      'ipod',
      'android',
      'galaxy',
      'xiaomi',
      'redmi',
      'huawei',
      'oppo',
      'motorola',
      'oneplus',
      'realme',
      'poco',
      'honor',
      'nokia',
      'blackberry',
      'nexus',
      'lumia',
      'smarphone',
      'cellullare',
      'telefonio',
      'ios',
      'play store',
      'google play',
      // Makers that make phones only, among the devices we know (issue 24: models and nicknames).
      'xperia',
      'alcatel',
      'fairphone',
      // Round 4: phone-only makers and lines people name without the word "telefono".
      'htc',
      'zte',
      'meizu',
      'zenfone',
      'ericsson',
      'doogee',
      'ulefone',
      'cubot',
      'brondi',
      'emporia',
      'windows phone',
      'nothing phone',
    ],
    models: [
      // Wiko only as itself: as a name it would take "wiki" for a form of it.
      /\bwiko\b/,
      /\biphone\s?(\d{1,2}|x[rs]?|se)(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      /\bgalaxy\s?[asmjz]\s?\d{1,3}(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      /\b[asmz]\d{2}s?\s?(ultra|plus|fe|5g)?\b/,
      // "S7 edge", "Samsung J5", "il mio Note 9", "Z Flip 3": Samsung's lines, with their number.
      /\bs\d{1,2}\s?(edge|plus|ultra|active|neo|fe)\b/,
      /\bsamsung\s?(galaxy\s?)?[sajmz]\s?\d{1,2}\b/,
      /\b(samsung|galaxy|il|mio|un)\s?note\s?\d{1,2}\b/,
      /\bz\s?(flip|fold)\s?\d?\b/,
      /\b(huawei\s?)?(p|mate)\s?\d{2}\s?(lite|pro)\b/,
      /\bp(20|30|40|50|60)\b|\bp\s?smart\b|\bmate\s?(7|8|9|10|20|30|40|50)\b/,
      // Xiaomi's "Mi 9" only with the maker or "il mio": "mi" alone is a pronoun.
      /\bredmi\s?(note\s?)?\d{1,2}[a-z]?(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      /\b(xiaomi|il|mio|un)\smi\s?(\d{1,2}[a-z]?|a[1-3]|note\s?\d{1,2}|max)(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      /\bpoco\s?[fxm]\d(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      /\bpixel\s?\d[a-z]?(\s?(pro\s?max|pro|plus|lite|ultra|max|mini|5g))?\b/,
      // A Pixel by its maker, its line or as one's own: a screen's "pixel morti" are not a phone.
      /\bgoogle\s?pixel\b|\bpixel\s?(xl|fold|pro)\b|\b(mio|my) pixel\b/,
      // Motorola's Moto G/X/Z with a number ("moto" alone is a motorbike).
      /\bmoto\s?[gxze]\s?\d{1,3}\b|\bmoto\s?x\s?(style|play|pure|force)?\b(?!\s?(cross|trial|enduro))|\bmoto\s?g\s?(power|play|plus|stylus|pro|5g)\b/,
      // "Moto G" of the first generation, without a number.
      /\bmoto\s?g\b/,
      // Older Samsung lines named by their word: Galaxy Gio, Ace, Mini, Young, Trend, Core, Grand.
      /\b(galaxy|samsung)\s?(gio|ace|mini|young|pocket|trend|core|grand|fame|nexus|captivate|vibrant|fascinate)\b/,
      // Palm's smartphones.
      /\b(palm\s?(pre|pixi|centro)|treo)\b/,
      // Motorola's Droid line ("Droid 4", "Droid4") and Nokia's N series ("N95", "N900").
      /\bdroids?\s?(\d|razr|maxx|turbo|mini|bionic|incredible)?s?\b/,
      /\bn(7\d|8[0-6]|9[0-7]|900|950)\b/,
      // LG phones: V10…V60, K-series, Optimus ("LG" alone is also a TV or a washing machine, and
      // "LG G3/G4" are OLED TVs too).
      /\blg\s?(v[1-6]0|k\d{1,2}|optimus|nexus)\b/,
      // Vivo only with a model: "vivo" alone is an Italian word.
      /\bvivo\s?[xyvt]\d{1,3}\b/,
      // Face ID is an iPhone's (or an iPad Pro's: the phone's problem fits both).
      /\bface\s?id\b/,
      ...labelCodesOf('smartphone'),
    ],
  },
  tablet: {
    category: 'altri',
    label: 'il tablet',
    // "galaxy tab" is a name of its own, so the tablet is not taken for a Galaxy phone.
    names: ['tablet', 'ipad', 'tab', 'tablette', 'mediapad', 'matepad', 'galaxy tab', 'palmare', 'pda'],
    models: [
      /\bipad\s?(air|mini|pro)?\b/,
      /\bgalaxy\s?tab\b/,
      // Amazon's Fire is a tablet (an LCD and Android), not an e-reader.
      /\bfire\s?(hd|hdx)\b|\bkindle\s?fire\b/,
      ...labelCodesOf('tablet'),
      // Palm's handhelds (PDAs): a touch screen with a stylus and a battery, whose faults are a tablet's.
      /\bpalm\s?(t\W{0,2}x|tungsten|zire|pilot|iii[a-z]{0,2}|m\d{3})\b/,
      /\b(il|mio|un|del|sul|nel|col|dal|al|my|the)\s(vecchio\s|old\s)?palm\b/,
      /\blogo\s(della\s)?palm\b|\bpalm\slogo\b|\bpocket\s?pc\b|\bipaq\b/,
    ],
  },
  // E-readers (issue 24, round 15): an e-ink screen keeps its last page without power, freezes, cracks under
  // pressure and has an infrared touch frame: their faults are not a tablet's.
  ereader: {
    category: 'altri',
    label: "l'e-reader",
    names: [
      'e-reader',
      'ereader',
      'kobo',
      'tolino',
      'nook',
      'pocketbook',
      'lettore ebook',
      'lettore di ebook',
      'lettore e-book',
      'lettore di e-book',
      'ebook reader',
      'paperwhite',
      // The screen's kind, when the story names no reader ("il titolo mi è rimasto stampato sullo schermo eink").
      'eink',
      'e-ink',
    ],
    models: [/\bkindle\b(?!\s?fire)/],
  },
  // Printers (issue 24, round 16): a jam, paper not picked up, faded prints, a printer not found, a cartridge.
  stampante: {
    category: 'computer',
    label: 'la stampante',
    names: ['stampante', 'stampanti', 'printer', 'multifunzione', 'stampante laser', 'plotter'],
    models: [
      /\b(deskjet|officejet|laserjet|envy\s?\d{3,4}|pixma|ecotank|workforce|smart\s?tank|inkjet)\b/,
      /\bbrother\s?(hl|dcp|mfc)[-\s]?[a-z]?\d{3,4}/,
      /\bepson\s?(xp|wf|et|l)[-\s]?\d{3,4}/,
    ],
  },
  lavatrice: {
    category: 'elettrodomestici',
    label: 'la lavatrice',
    names: [
      'lavatrice',
      'lavabiancheria',
      'lavasciuga',
      'lavatrcie',
      'lavatice',
      'lavatricie',
      // Washing machine lines: Samsung EcoBubble/AddWash, LG TurboWash, Indesit Innex, AEG Lavamat, Bosch Maxx…
      'ecobubble',
      'addwash',
      'turbowash',
      'innex',
      'lavamat',
      'maxx',
      'logixx',
      'classixx',
      'avantixx',
    ],
    parts: ['oblo', 'cestello', 'centrifuga'],
    models: [
      /\bcandy\s?grand\s?o\b|\bgrando\s?(vita|smart)?\b/,
      /\bmiele\s?w1\b|\bw1\s?(classic|white)\b/,
      // Samsung WF70, LG F4J6/F2WN, Indesit BWA/MTWA/XWA, Hotpoint NSWF/NLCD, Candy CS/GVS, Haier HW,
      // Beko WUX/WTX/WTE, Electrolux EW6F/EWF, AEG L6FB/L7FE, Miele WDA/WWD/WCR.
      /\b(ww|wf)\d{2}\b/,
      /\bf[24][a-z]{1,2}\d/,
      /\b(bwa|mtwa|xwa|ewd|ewc|nswf|nswm|nlcd|wmg|rsg|rss)\s?\d{3}/,
      /\b(cs|cso|css|gvs|gvf)4?\s?\d{3,4}/,
      /\bhw\d{2,3}/,
      /\b(wux|wtx|wte|wml|wmb|wtv|wtk)\s?\d{3}/,
      /\bew[5-9][fsw]\s?\d|\bewf\s?\d{4}/,
      /\bl[5-9]f[a-z]{1,3}\s?\d/,
      /\b(wda|wdb|wwd|wcr|wwr|wsd|wce|wea)\s?\d{3}\b/,
      // Maker model codes: Samsung WW/WF, Bosch and Siemens WA/WM/WU, LG F4/F2…, Whirlpool AWO/FFB/FSCR.
      /\b(ww|wf|wd)\s?\d{2}[a-z]\d/,
      /\b(wa[eghnjtuwvx]|wm[14]|wu[14]|wgg|wgb|wiw)\s?\d{2}/,
      /\b(awo|awe|awz|ffb|ffs|fscr|fwsg|bwe|bwsa|iwc|iwsc|xwe)\s?\d/,
    ],
  },
  lavastoviglie: {
    category: 'elettrodomestici',
    label: 'la lavastoviglie',
    names: ['lavastoviglie', 'lavapiatti', 'lavastoviglia', 'lavastovilie', 'lavastovigle'],
    parts: ['stoviglie'],
    models: [
      // Bosch/Siemens SMS/SMV/SPV/SN…, Whirlpool WFC/WFO, Indesit DFG/DIF.
      /\b(sm[siuv]|sp[siuv]|sn[2-6]\d|sr[siuv])\s?\d{2}/,
      /\b(wfc|wfo|wic|dfg|dif|dfp|dsf)\s?\d/,
      // Beko DFN/DIN, Candy CDP/CDI, Electrolux ESF/ESL/EEA/EEM, AEG FSE/FSS.
      /\b(dfn|din|dsn|dvn)\s?\d{5}/,
      /\b(cdpn?|cdim?|cdih)\s?\d{1,2}[a-z]?\d/,
      /\b(esf|esl|eea|eem|ees|fse|fss)\s?\d{4}/,
    ],
  },
  frigorifero: {
    category: 'elettrodomestici',
    label: 'il frigorifero',
    names: ['frigorifero', 'frigo', 'combinato', 'frigorifer', 'frigorfero'],
    parts: ['congelatore', 'freezer', 'frizer', 'cella frigo'],
    models: [
      // Samsung RB/RS/RT, Bosch/Siemens KG/KI, LG GBB/GBP/GSL.
      /\b(rb|rs|rt)\s?\d{2}[a-z]/,
      /\b(kg[nevi]|ki[rlnv]|gbb|gbp|gsl|gsx)\s?\d{2}/,
      // Beko RCNA, Liebherr CN/CBN/CNef, Haier HTR/HB.
      /\b(rcna|rcsa|cnef|cbnef|cbn|icbn)\s?\d{3,4}/,
      /\bcn\s?\d{4}\b/,
    ],
  },
  forno: {
    category: 'elettrodomestici',
    label: 'il forno',
    names: ['forno', 'forni', 'fornetto', 'forno elettrico', 'forno ventilato'],
    // Bosch/Siemens/Neff built-in ovens: HBG, HBA, HBF, HRG, HSG, HB6…
    models: [/\b(hbg|hba|hbf|hbn|hrg|hsg|hbd)\s?\d{3}/],
  },
  piano: {
    category: 'elettrodomestici',
    label: 'il piano cottura',
    names: [
      'piano cottura',
      'piano di cottura',
      'piano a induzione',
      'piano induzione',
      'piano ad induzione',
      'piastra a induzione',
      'piano a gas',
      'cucina a gas',
      'fornelli',
      'fornello',
      'piano cottura a gas',
      'cucina a induzione',
    ],
    parts: ['bruciatore', 'bruciatori', 'candeletta', 'candelette'],
  },
  microonde: {
    category: 'elettrodomestici',
    label: 'il microonde',
    names: ['microonde', 'micronde', 'forno a microonde', 'microonda'],
  },
  aspirapolvere: {
    category: 'elettrodomestici',
    label: "l'aspirapolvere",
    names: [
      'aspirapolvere',
      'aspirapolveri',
      'scopa elettrica',
      'folletto',
      'dyson',
      'aspiratore',
      'aspirapolere',
      'aspira polvere',
      // Makers and lines that make only vacuums among our devices: Vorwerk's Kobold, robot vacuums.
      'kobold',
      'roborock',
      'irobot',
      'deebot',
      'ecovacs',
      'bissell',
    ],
    parts: ['robot aspirapolvere', 'roomba'],
    models: [
      // Folletto VK130…VK200, Dyson V8…V15 with their line, Rowenta X-Force.
      /\bvk\s?\d{3}\b/,
      /\bv(6|7|8|10|11|12|15)\s?(absolute|animal|slim|detect|motorhead|fluffy|trigger|digital)\b/,
      /\bx\s?-?\s?force\b/,
    ],
  },
  caffe: {
    category: 'elettrodomestici',
    label: 'la macchina del caffè',
    names: [
      'macchina del caffe',
      'macchina caffe',
      'macchinetta del caffe',
      'macchinetta',
      'nespresso',
      'espresso',
      'caffettiera elettrica',
      'dolce gusto',
      'lavazza',
      'delonghi',
      'de longhi',
      'macchina espresso',
      // Lines and makers that make only coffee machines among our devices.
      'vertuo',
      'pixie',
      'inissia',
      'citiz',
      'primadonna',
      'saeco',
      'gaggia',
      'bialetti',
      'mokona',
      // Pod machines (issue 24, round 4): Keurig and its K-cups, Bosch Tassimo, Philips Senseo.
      'keurig',
      'tassimo',
      'senseo',
      // Filter-coffee machines by their makers.
      'melitta',
      'moccamaster',
      'macchina del caffe americano',
    ],
    parts: ['capsule', 'cialde'],
    models: [
      // De'Longhi Magnifica/Dinamica/Eletta and Nespresso Essenza only with their model word ("una giornata
      // magnifica", "l'essenza"); Lavazza A Modo Mio.
      /\b(magnifica\s?(s|evo|start|smart|plus|esam)|dinamica\s?(plus|smart|ecam)|eletta\s?(cappuccino|explore|plus))\b/,
      /\bessenza\s?(mini|plus)\b/,
      /\ba\s?modo\s?mio\b/,
      // Superlatives to the word reader ("latte", "infinito"): only the model word itself.
      /\b(lattissima|infinissima)\b/,
      // Dolce Gusto lines: "Piccolo" and "Genio" are words too, so only after "dolce gusto" or as "Mini Me".
      /\bdolce\s?gusto\s?(piccolo|genio|jovia|esperta|lumio|colors|drop)\b|\bmini\s?me\b/,
      /\b(esam|ecam|etam)\s?\d{2}/,
      /\bk\s?-?\s?cups?\b/,
    ],
  },
  asciugatrice: {
    category: 'elettrodomestici',
    label: "l'asciugatrice",
    names: ['asciugatrice', 'asciugabiancheria', 'asciugatrici', 'asciugatice'],
  },
  laptop: {
    category: 'computer',
    label: 'il portatile',
    names: [
      'portatile',
      'laptop',
      'notebook',
      'macbook',
      'thinkpad',
      'chromebook',
      'ultrabook',
      'portatle',
      'notbook',
      'pc portatile',
      'computer portatile',
      'alienware',
      'netbook',
      // Laptop lines whose name is a word of its own; "galaxy book" is a Samsung laptop, not a Galaxy phone.
      'victus',
      'travelmate',
      'extensa',
      'thinkbook',
      'expertbook',
      'matebook',
      'galaxy book',
    ],
    models: [
      /\bmacbook\s?(air|pro)?\b/,
      MY_MAC,
      // Dell's Vostro only with the maker: "vostro" is "your".
      /\bdell\s?(vostro|precision)\b/,
      // Makers' laptop lines named by the line alone (Compaq's Presario, Medion's Akoya, Packard Bell's EasyNote).
      /\b(presario|akoya|easynote|razer\s?blade|clevo)\b/,
      // ThinkPad T/X by number, X1 Carbon; the older ones too (T43, T61p, X60s, X201), said as one's own or with
      // the maker ("il mio X60s", "IBM T43"): a TV's model may be a T43 too.
      /\b[tx](2[2-9]0|4[0-9]0|5[0-9]0)s?\b|\bx1\s?(carbon|yoga|extreme|nano)\b/,
      /\b(il|mio|un|del|sul|nel|col|dal|al|my|the|thinkpad|lenovo|ibm)\s(t(2[0-3]|30|4[0-3]|6[01])p?|x(2[0-4]|3[0-2]|4[01]|6[01])s?|x(20[01]|30[01])[st]?|t(40[01]|41[04]|42[01]))\b/,
      /\b(ideapad|vivobook|zenbook|pavilion|inspiron|latitude|aspire|thinkpad|elitebook|probook|envy|spectre|xps|yoga|legion|omen|predator|nitro|swift|rog|tuf|surface|toughbook|satellite|vaio|powerbook|tibook|ibook|lifebook|lavie|dynabook|let\s?s\s?note|letsnote)\b/,
    ],
  },
  desktop: {
    category: 'computer',
    label: 'il computer fisso',
    names: [
      'pc fisso',
      'computer fisso',
      'desktop',
      'pcfisso',
      'tower',
      'imac',
      'emac',
      'computer desktop',
      'pc assemblato',
      'computer assemblato',
      'pc da tavolo',
      'workstation',
      'optiplex',
      'elitedesk',
      'prodesk',
      'thinkcentre',
      'mini pc',
      'nuc',
      // A floppy drive is a desktop's (its belt, heads, eject spring).
      'floppy',
      'lettore floppy',
      // A NAS is a small computer: its power supply, disks, board and fans fail as a desktop's.
      'nas',
      'synology',
      'qnap',
    ],
    parts: ['alimentatore del pc', 'scheda madre'],
    models: [
      /\bmac\s?(mini|studio|pro)\b/,
      /\bpower\s?mac\b/,
      // The compact Macintoshes (Classic, SE, Plus, LC): a desktop's power supply, board and disk.
      /\bmacintosh\b(?!\s?(powerbook|portable))/,
      MY_MAC,
      // Home computers of the 1980s: their faults (power supply, capacitors, chips) are a desktop's.
      /\b(commodore|amiga|zx\s?spectrum|apple\s?(ii|2|iie)|msx|c\s?64|c128|vic\s?20)\b/,
      // Synology's NAS units and expansion units by model ("DS1621+", "DX513"); a Nintendo DS has no such number.
      /\b(ds|rs|dx)\s?\d{3,4}(\+|j|xs\+?|play)?(?![\w])/,
      // Single-board computers (Raspberry Pi and the like): their power supply, SD card and heat are a desktop's.
      /\b(raspberry|orange|banana|rock|my|mio|il mio)\s?pi\s?\d?\b|\braspberry\b/,
    ],
  },
  console: {
    category: 'console',
    label: 'la console',
    names: [
      'console',
      'consolle',
      'consol',
      'console portatile',
      'mega drive',
      'megadrive',
      'game gear',
      'dreamcast',
      'atari',
      'saturn',
      'master system',
      'neo geo',
      'neogeo',
      'steam deck',
      // Retro consoles named by their line (issue 24: a "PC Engine" was taken for a computer).
      'pc engine',
      'turbografx',
      'wonderswan',
      'genesis',
      'wondermega',
      'neo geo pocket',
      'intellivision',
      'colecovision',
      'vectrex',
      // Retro handhelds of the Chinese makers.
      'anbernic',
      'miyoo',
      'bittboy',
      'pocket go',
      'powkiddy',
      'trimui',
      'turbo duo',
      'pc engine duo',
      'retroid',
      'ayaneo',
      // More consoles of the 1990s named by their line.
      '3do',
      'atari lynx',
      'sega nomad',
      'analogue pocket',
    ],
    // "il mio Sega" is the console ("la sega" is a saw). The Mega CD by pattern: as a name its "cd" would make
    // every disc a device word.
    models: [/\b(il|mio|un|del|sul|nel|col|dal|al)\s(vecchio\s)?sega\b/, /\b(mega|sega)\s?cd\b/, /\b32x\b/],
  },
  playstation: {
    category: 'console',
    label: 'la PlayStation',
    within: 'console',
    names: [
      'playstation',
      'play station',
      'play',
      'ps5',
      'ps4',
      'ps3',
      'ps2',
      'psx',
      'play4',
      'play5',
      'psp',
      'ps vita',
    ],
    models: [
      /\bps\s?[1-5]( (slim|pro|fat))?\b/,
      /\bplay\s?(station)?\s?[1-5]\b/,
      /\bps\s?vita\b/,
      /\bps\s?one\b/,
      // The PS1's own boards and the drive emulators and exploits made for it only: "la mia PU-18 con l'xStation".
      /\bx\s?station\b/,
      /\bfree\s?psx\s?boot\b/,
      /\bpu-?\s?(?:7|8|18|20|22|23)\b/,
      // "il tasto PS lampeggia": only a PlayStation or its pad has a PS button.
      /\btasto\s?ps\b/,
      ...labelCodesOf('playstation'),
      // "la play tre", "la quattro": the generation said as a word.
      /\bplay\s?(station\s?)?(due|tre|quattro|cinque)\b|\bla quattro\b(?! (stagioni|formaggi|ruote|porte|stelle|volte|ore|di|del|della|e|o|persone|anni))/,
    ],
  },
  xbox: {
    category: 'console',
    label: "l'Xbox",
    within: 'console',
    names: ['xbox', 'xbox 360', 'xbox one', 'x360', 'kinect'],
    models: [/\bxbox\s?(360|one|series\s?[xs])?\b/, /\bseries\s?[xs]\b/, /\bone\s?[xs]\b/],
  },
  nintendo: {
    category: 'console',
    label: 'la console Nintendo',
    within: 'console',
    names: [
      'nintendo',
      'switch',
      'wii',
      'gamecube',
      'game cube',
      'game boy',
      'gameboy',
      'n64',
      'snes',
      '3ds',
      '2ds',
      'nes',
      'famicom',
      'gba',
      'virtual boy',
      'disk system',
    ],
    models: [
      /\bnintendo\s?(switch|ds|3ds|2ds|64|wii)\b/,
      /\bswitch\s?(oled|lite|2)\b/,
      /\b(new\s)?[23]ds\s?(xl|ll)?\b/,
      /\bds\s?(lite|i)\b/,
      // "NDS": how a DS is often written.
      /\bnds\b/,
      // "il mio DS": not a DualShock ("ds4", "ds 3").
      /\b(il|mio|un|del|sul|nel|col|dal|al|lo)\sds\b(?!\s?[34]\b)/,
      /\bwii\s?u?\b/,
      /\bgame\s?(&|and|e)?\s?watch\b/,
      /\bbalance\s?board\b/,
      /\bgame\s?boy\b/,
      // "il mio GC": how a GameCube is often written.
      /\b(il|mio|un|del|sul|nel|col|dal|al)\sn?gc\b/,
      ...labelCodesOf('nintendo'),
    ],
  },
  monitor: {
    category: 'computer',
    label: 'il monitor',
    names: [],
    // "monitor" is also a word for a screen (a synonym of "schermo"): only the word itself names the device,
    // and a laptop's "monitor esterno" is a test, not the broken device.
    models: [/\bmonitor\b(?! (esterno|esterni|secondario))/],
  },
  controller: {
    category: 'console',
    label: 'il controller',
    names: [
      'controller',
      'joystick',
      'joy con',
      'joycon',
      'joy-con',
      'dualsense',
      'dualshock',
      'pad',
      'gamepad',
      'controler',
      'controllore',
      'joistik',
      'joystik',
      'sixaxis',
      'wiimote',
      'nunchuk',
      'arcade stick',
      'fight stick',
      'fightstick',
      // The guitar controllers of Guitar Hero and Rock Band.
      'guitar hero',
      'rock band',
      'barra di pennata',
    ],
    parts: ['levetta', 'analogico', 'stick'],
    models: [/\bjoy\s?-?\s?cons?\b/, /\bdual\s?(sense|shock)\b/, /\bds\s?[34]\b/, /\belite\s?series\s?2\b/],
  },
  tv: {
    category: 'altri',
    label: 'il televisore',
    names: ['tv', 'televisore', 'televisione', 'tivu', 'smart tv', 'tele', 'televisor', 'oled', 'led tv'],
  },
  audio: {
    category: 'altri',
    label: 'le cuffie o la cassa',
    names: [],
    parts: [
      'cuffie',
      'cuffia',
      'auricolari',
      'auricolare',
      'airpods',
      'earbuds',
      'cassa',
      'cassa bluetooth',
      'speaker',
      'altoparlante bluetooth',
      'jbl',
      'bose',
      'soundbar',
      'casse',
      'cuffiette',
      'airpod',
      'galaxy buds',
      'buds',
    ],
  },
  tritarifiuti: {
    category: 'elettrodomestici',
    label: 'il tritarifiuti',
    names: ['tritarifiuti', 'tritarifiuto', 'trituratore', 'garbage disposal', 'insinkerator'],
  },
  condizionatore: {
    category: 'elettrodomestici',
    label: 'il condizionatore',
    names: [
      'condizionatore',
      'condizionatori',
      'climatizzatore',
      'climatizzatori',
      'climatizzazione',
      'pinguino',
      'daikin',
      'condizionatre',
      'condizzionatore',
    ],
    // "Aria" is a word of many problems (aria calda, bolle d'aria): the phrase names the device as a part.
    parts: ['aria condizionata', 'unita esterna', 'unita interna', 'motore esterno'],
  },
  // Electric room heaters (issue 24, round 16). A plain "stufa" may burn pellets, wood or gas: it names no device
  // (UNSUPPORTED_DEVICES says so); the electric ones are named by what they are.
  stufetta: {
    category: 'elettrodomestici',
    label: 'la stufetta elettrica',
    names: [
      'stufetta',
      'stufette',
      'stufetta elettrica',
      'stufa elettrica',
      'termoventilatore',
      'termoconvettore',
      'radiatore elettrico',
      'radiatore a olio',
      'stufa alogena',
      'stufa al quarzo',
      'space heater',
    ],
  },
  // Room fans (issue 24, round 19): a fan on a stand, a table or the ceiling. A computer's or an oven's fan is a
  // "ventola", a part of that device.
  ventilatore: {
    category: 'elettrodomestici',
    label: 'il ventilatore',
    names: [
      'ventilatore',
      'ventilatori',
      'ventilatore a piantana',
      'ventilatore da tavolo',
      'ventilatore a colonna',
      'ventilatore a torre',
      'ventilatore da soffitto',
      'ventilatore a soffitto',
    ],
  },
  // Smartwatches and fitness trackers (issue 24, round 20): their charging contacts, a hung firmware, a swollen
  // battery. "Galaxy Watch" and the like are read as "smartwatch" first (engine/devices.ts).
  smartwatch: {
    category: 'smartphone',
    label: 'lo smartwatch',
    names: [
      'smartwatch',
      'fitbit',
      'amazfit',
      'smartband',
      'mi band',
      'gear live',
      'garmin',
      'forerunner',
      'braccialetto fitness',
      'fitness tracker',
      'orologio smart',
      // Open-source watches, named by the watch or by its firmware.
      'pinetime',
      'infinitime',
      'bangle',
    ],
    // "il mio watch", "my watch": as a word of its own "watch" is also the English verb ("I watch a video").
    models: [/\b(il|mio|un|del|sul|nel|dal|al|col|lo)\s(vecchio\s|nuovo\s)?watch\b/],
  },
  // Home routers and modems (issue 24, round 20): their adapter, heat, firmware and line.
  router: {
    category: 'computer',
    label: 'il router',
    names: ['router', 'modem', 'modem router', 'fritzbox', 'fritz box', 'access point', 'fonera'],
    models: [/\bfritz\W?box\b/],
  },
  scaldabagno: {
    category: 'elettrodomestici',
    label: 'lo scaldabagno',
    names: [
      'scaldabagno',
      'scaldabagni',
      'scaldacqua',
      // In Italian a "boiler" is the water heater's tank (the gas-fired heating boiler is a "caldaia").
      'boiler',
      'boiler elettrico',
      'scaldabagno elettrico',
      'scaldabagnio',
    ],
  },
  // The home's gas boiler (issue 24, round 23): what a member may look at (the pressure, the reset, the gas, the
  // condensate drain) and what only a qualified technician opens. A steam iron's "caldaia" is a small appliance's.
  caldaia: {
    category: 'elettrodomestici',
    label: 'la caldaia',
    names: ['caldaia a condensazione', 'caldaia murale', 'caldaia a gas', 'caldaia a metano'],
    models: [/(?<!(?:ferro|ferri) (?:a|con) )\bcaldai(?:a|e|etta)\b(?! (?:da stiro|a vapore|del ferro))/],
  },
  piccoli: {
    category: 'altri',
    label: 'il piccolo elettrodomestico',
    names: [],
    parts: [
      'phon',
      'fon',
      'asciugacapelli',
      'ferro da stiro',
      'ferro stiro',
      'caldaia a vapore',
      'piastra',
      'frullatore',
      'tostapane',
      'bollitore',
      // The electric hot-water pot of Japanese kitchens: a kettle that keeps the water hot and pumps it out.
      'thermos elettrico',
      'termos elettrico',
      'telecomando',
      'planetaria',
      'impastatrice',
      'friggitrice ad aria',
      'friggitrice',
      'air fryer',
      // Kitchen robots and their lines (issue 24: "il Bimby TM31", "la Kenwood Chef", "la Ninja").
      'bimby',
      'thermomix',
      'cookeo',
      'monsieur cuisine',
      'nutribullet',
      'robot da cucina',
      'macchina del pane',
      'macchina per il pane',
      // Slow cookers and electric pots (issue 24, round 4).
      'slow cooker',
      'slowcooker',
      'crock pot',
      'crockpot',
      'pentola elettrica',
      'cuociriso',
      'yogurtiera',
      'vaporiera',
    ],
    models: [
      /\btm\s?(21|31|5|6|7)\b/,
      /\bkenwood\s?(chef|cooking chef|kmix|prospero|titanium)\b|\bk\s?mix\b/,
      /\b(kitchen\s?aid\s?)?artisan\b/,
      /\bninja\s?(foodi|af\s?\d{3}|air|dual|creami|blender)\b|\bfoodi\b/,
    ],
  },
} satisfies Record<string, Device>;

export type DeviceKey = keyof typeof DEVICES;

/** Every word that names a device: its names and its parts. */
export const namesOf = (device: Device) => [...device.names, ...(device.parts ?? [])];

/**
 * Brands that hint at a device without naming it ("Samsung" makes phones, TVs and washing
 * machines): a weaker signal than a name or a model.
 */
export const BRANDS: Record<string, DeviceKey[]> = {
  apple: ['smartphone', 'laptop', 'tablet'],
  samsung: ['smartphone', 'tv', 'lavatrice', 'frigorifero', 'tablet'],
  lg: ['tv', 'lavatrice', 'frigorifero', 'smartphone'],
  sony: ['playstation', 'tv', 'audio', 'controller'],
  bosch: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno', 'aspirapolvere'],
  siemens: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  whirlpool: ['lavatrice', 'lavastoviglie', 'frigorifero', 'microonde', 'forno'],
  indesit: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  ariston: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  hotpoint: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  candy: ['lavatrice', 'lavastoviglie', 'frigorifero'],
  hoover: ['lavatrice', 'aspirapolvere', 'lavastoviglie'],
  electrolux: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  aeg: ['lavatrice', 'lavastoviglie', 'forno'],
  zanussi: ['lavatrice', 'lavastoviglie', 'frigorifero'],
  rex: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  beko: ['lavatrice', 'lavastoviglie', 'frigorifero'],
  haier: ['lavatrice', 'frigorifero'],
  smeg: ['frigorifero', 'forno', 'lavastoviglie'],
  miele: ['lavatrice', 'lavastoviglie', 'aspirapolvere'],
  vorwerk: ['aspirapolvere', 'piccoli'],
  rowenta: ['aspirapolvere', 'piccoli'],
  philips: ['tv', 'caffe', 'piccoli', 'audio'],
  maytag: ['lavatrice', 'asciugatrice', 'lavastoviglie', 'frigorifero'],
  kenmore: ['lavatrice', 'asciugatrice', 'frigorifero'],
  frigidaire: ['frigorifero', 'forno'],
  kitchenaid: ['lavastoviglie', 'frigorifero', 'forno', 'piccoli'],
  gorenje: ['lavatrice', 'lavastoviglie', 'frigorifero', 'forno'],
  liebherr: ['frigorifero'],
  neff: ['forno', 'lavastoviglie'],
  irobot: ['aspirapolvere'],
  roborock: ['aspirapolvere'],
  saeco: ['caffe'],
  rancilio: ['caffe'],
  lelit: ['caffe'],
  faema: ['caffe'],
  pavoni: ['caffe'],
  gaggia: ['caffe'],
  krups: ['caffe', 'piccoli'],
  bialetti: ['caffe'],
  tefal: ['piccoli'],
  moulinex: ['piccoli'],
  imetec: ['piccoli'],
  ariete: ['piccoli', 'aspirapolvere'],
  braun: ['piccoli'],
  kenwood: ['piccoli'],
  dell: ['laptop', 'desktop'],
  hp: ['laptop', 'desktop'],
  lenovo: ['laptop', 'tablet'],
  asus: ['laptop', 'desktop'],
  acer: ['laptop', 'desktop'],
  msi: ['laptop', 'desktop'],
  toshiba: ['laptop', 'tv'],
  // Japanese makers, often named in translated Japanese repair blogs.
  panasonic: ['lavatrice', 'frigorifero', 'microonde', 'tv', 'laptop'],
  hitachi: ['lavatrice', 'frigorifero', 'aspirapolvere'],
  sharp: ['microonde', 'tv', 'frigorifero'],
  fujitsu: ['laptop', 'desktop', 'condizionatore'],
  nec: ['laptop', 'desktop'],
  microsoft: ['xbox', 'laptop'],
  // Makers of a computer's parts (disks, boards, graphics cards, power supplies) and of computers: a story
  // that names one is about a computer.
  seagate: ['laptop', 'desktop'],
  crucial: ['laptop', 'desktop'],
  kingston: ['laptop', 'desktop'],
  sandisk: ['laptop', 'desktop'],
  asrock: ['desktop'],
  gigabyte: ['laptop', 'desktop'],
  nvidia: ['laptop', 'desktop'],
  intel: ['laptop', 'desktop'],
  amd: ['laptop', 'desktop'],
  evga: ['desktop'],
  corsair: ['desktop'],
  razer: ['laptop', 'desktop'],
  medion: ['laptop', 'desktop'],
  compaq: ['laptop', 'desktop'],
  emachines: ['laptop', 'desktop'],
  ignis: ['lavatrice', 'lavastoviglie', 'frigorifero'],
  // Phone makers named without a model (Italian and Chinese brands of real reports).
  ngm: ['smartphone'],
  vernee: ['smartphone'],
  ulefone: ['smartphone'],
  doogee: ['smartphone'],
  oukitel: ['smartphone'],
  umidigi: ['smartphone'],
  blackview: ['smartphone'],
  cubot: ['smartphone'],
  meizu: ['smartphone'],
  zte: ['smartphone'],
  daewoo: ['microonde', 'lavatrice', 'frigorifero'],
};

/**
 * Words that name a kind of device without saying which one ("il pc" is a laptop or a desktop): they
 * name both, so a problem of either fits, unlike a brand that only hints.
 */
export const GENERIC_NAMES: Record<string, DeviceKey[]> = {
  pc: ['laptop', 'desktop'],
  computer: ['laptop', 'desktop'],
  computers: ['laptop', 'desktop'],
  elaboratore: ['laptop', 'desktop'],
  // A computer's own software: a story about Windows or the BIOS is about a PC.
  windows: ['laptop', 'desktop'],
  bios: ['laptop', 'desktop'],
  linux: ['laptop', 'desktop'],
  ubuntu: ['laptop', 'desktop'],
  macos: ['laptop', 'desktop'],
  imac: ['desktop'],
  // The graphics card names the computer it sits in ("la scheda video è partita", the monitor only shows it).
  schedavideo: ['laptop', 'desktop'],
  gpu: ['laptop', 'desktop'],
  geforce: ['laptop', 'desktop'],
  radeon: ['laptop', 'desktop'],
  // A mouse is a computer's (a keyboard may be a phone's, a tablet's or a microwave's: not here).
  mouse: ['laptop', 'desktop'],
};

/**
 * Everyday words that hint at a device without naming it, like a brand ("il caffè esce freddo",
 * "i panni restano bagnati"). Unlike brands they also describe the problem.
 */
export const CONTEXT_HINTS: Record<string, DeviceKey[]> = {
  caffe: ['caffe'],
  caffettiera: ['caffe'],
  moka: ['caffe'],
  panni: ['lavatrice', 'asciugatrice'],
  vestiti: ['lavatrice', 'asciugatrice'],
  bucato: ['lavatrice', 'asciugatrice'],
  // An ice maker is a fridge's ("il fabbricatore di ghiaccio si è fermato").
  fabbricatore: ['frigorifero'],
  biancheria: ['lavatrice', 'asciugatrice'],
  lenzuola: ['lavatrice', 'asciugatrice'],
  maglie: ['lavatrice', 'asciugatrice'],
  piatti: ['lavastoviglie'],
  bicchieri: ['lavastoviglie'],
  pentole: ['lavastoviglie'],
  posate: ['lavastoviglie'],
  pastiglia: ['lavastoviglie'],
  pizza: ['forno'],
  torta: ['forno'],
  torte: ['forno'],
  arrosto: ['forno'],
  verdura: ['frigorifero'],
  zucchine: ['frigorifero'],
  insalata: ['frigorifero'],
  latte: ['frigorifero', 'microonde'],
  surgelati: ['frigorifero'],
  induzione: ['piano'],
  videogiochi: ['console'],
  videogioco: ['console'],
  fortnite: ['console', 'controller'],
  fifa: ['console', 'controller'],
  whatsapp: ['smartphone'],
  instagram: ['smartphone'],
  chiamata: ['smartphone'],
  chiamate: ['smartphone'],
  telefonata: ['smartphone'],
  telefonate: ['smartphone'],
  sim: ['smartphone'],
  ios: ['smartphone', 'tablet'],
  tastiera: ['laptop', 'desktop'],
  keypad: ['laptop', 'desktop'],
  // A computer's parts, when a story names no device ("ho tolto la RAM e l'ho rimessa nello slot").
  ram: ['laptop', 'desktop'],
  cpu: ['laptop', 'desktop'],
  motherboard: ['laptop', 'desktop'],
  mobo: ['laptop', 'desktop'],
  ssd: ['laptop', 'desktop'],
  hdd: ['laptop', 'desktop'],
  harddisk: ['laptop', 'desktop'],
  disk: ['laptop', 'desktop'],
  nvme: ['laptop', 'desktop'],
  sata: ['laptop', 'desktop'],
  dissipatore: ['laptop', 'desktop'],
  masterizzatore: ['laptop', 'desktop'],
  cmos: ['laptop', 'desktop'],
  processore: ['laptop', 'desktop'],
  pentium: ['laptop', 'desktop'],
  celeron: ['laptop', 'desktop'],
  ryzen: ['laptop', 'desktop'],
  gtx: ['laptop', 'desktop'],
  rtx: ['laptop', 'desktop'],
  webcam: ['laptop', 'desktop'],
  bsod: ['laptop', 'desktop'],
  memtest: ['laptop', 'desktop'],
  memtest86: ['laptop', 'desktop'],
  bluescreen: ['laptop', 'desktop'],
  // Keyboards built from a kit (split keyboards, a Pro Micro, QMK or ZMK firmware).
  qmk: ['laptop', 'desktop'],
  zmk: ['laptop', 'desktop'],
  trrs: ['laptop', 'desktop'],
  ergodox: ['laptop', 'desktop'],
  redox: ['laptop', 'desktop'],
  driver: ['laptop', 'desktop'],
  // A home or office server is a desktop computer: its disks, power supply and memory fail as a desktop's.
  server: ['desktop'],
  smb: ['desktop'],
  // What people do at a computer (issue 24: real stories say "controllo la posta" or "apro Illustrator"
  // and never "il portatile").
  email: ['laptop', 'desktop'],
  browser: ['laptop', 'desktop'],
  chrome: ['laptop', 'desktop'],
  firefox: ['laptop', 'desktop'],
  excel: ['laptop', 'desktop'],
  photoshop: ['laptop', 'desktop'],
  illustrator: ['laptop', 'desktop'],
  steam: ['laptop', 'desktop'],
  programmi: ['laptop', 'desktop'],
  scrivania: ['laptop', 'desktop'],
  navigo: ['laptop', 'desktop'],
  navigare: ['laptop', 'desktop'],
  navigando: ['laptop', 'desktop'],
  posta: ['laptop', 'desktop'],
  // "scotta sulle gambe", "il trackpad": a laptop.
  gambe: ['laptop'],
  trackpad: ['laptop'],
  touchpad: ['laptop'],
  // What people do with a console.
  giocare: ['console', 'controller'],
  giocando: ['console', 'controller'],
  giochi: ['console'],
  gioco: ['console'],
  partita: ['console', 'controller'],
  salvataggi: ['console'],
  // What a printer does ("stampa rosa invece che blu"): the printer is not always named.
  stampa: ['stampante'],
  stampare: ['stampante'],
  stampe: ['stampante'],
  stampato: ['stampante'],
  // And with a phone.
  app: ['smartphone', 'tablet'],
  sms: ['smartphone'],
  suoneria: ['smartphone'],
  selfie: ['smartphone'],
  netflix: ['tv'],
  canali: ['tv'],
  capelli: ['piccoli'],
  bocchette: ['condizionatore'],
  doccia: ['scaldabagno'],
  stiro: ['piccoli'],
};

/**
 * Devices people ask about that the knowledge base has no guides for: naming one gets an honest
 * answer instead of a guess from a look-alike problem ("il condizionatore perde acqua" is not a
 * washing machine).
 */
export const UNSUPPORTED_DEVICES: Record<string, string> = {
  monopattino: 'il monopattino elettrico',
  orologio: "l'orologio",
  drone: 'il drone',
  reflex: 'la fotocamera',
  cappa: 'la cappa',
  auto: "l'auto",
  bici: 'la bici elettrica',
  termosifone: 'il termosifone',
  deumidificatore: 'il deumidificatore',
  rasoio: 'il rasoio elettrico',
  regolabarba: 'il regolabarba',
  stufa: 'la stufa',
};
