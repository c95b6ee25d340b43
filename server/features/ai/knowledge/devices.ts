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
      'android',
      'galaxy',
      'xiaomi',
      'redmi',
      'huawei',
      'oppo',
      'motorola',
      'pixel',
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
    ],
    models: [
      /\biphone\s?(\d{1,2}|x[rs]?|se)\b/,
      /\bgalaxy\s?[asmz]\s?\d{1,3}\b/,
      /\b[asmz]\d{2}\s?(ultra|plus|fe|5g)?\b/,
      /\b(huawei\s?)?(p|mate)\s?\d{2}\s?(lite|pro)\b/,
      /\bredmi\s?(note\s?)?\d{1,2}\b/,
      /\bpixel\s?\d\b/,
    ],
  },
  tablet: {
    category: 'altri',
    label: 'il tablet',
    names: ['tablet', 'ipad', 'tab', 'tablette'],
    models: [/\bipad\s?(air|mini|pro)?\b/, /\bgalaxy\s?tab\b/],
  },
  lavatrice: {
    category: 'elettrodomestici',
    label: 'la lavatrice',
    names: ['lavatrice', 'lavabiancheria', 'lavasciuga', 'lavatrcie', 'lavatice', 'lavatricie'],
    parts: ['oblo', 'cestello', 'centrifuga'],
    models: [
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
    ],
  },
  forno: {
    category: 'elettrodomestici',
    label: 'il forno',
    names: ['forno', 'forni', 'fornetto', 'forno elettrico', 'forno ventilato'],
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
    ],
    parts: ['robot aspirapolvere', 'roomba'],
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
    ],
    parts: ['capsule', 'cialde'],
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
    ],
    models: [
      /\bmacbook\s?(air|pro)?\b/,
      /\b(ideapad|vivobook|zenbook|pavilion|inspiron|latitude|aspire|thinkpad|elitebook|probook|envy|spectre|xps|yoga|legion|omen|predator|nitro|swift|rog|tuf|surface|toughbook|satellite|vaio|powerbook|ibook)\b/,
    ],
  },
  desktop: {
    category: 'computer',
    label: 'il computer fisso',
    names: ['pc fisso', 'computer fisso', 'desktop', 'pcfisso', 'tower', 'imac', 'computer desktop'],
    parts: ['alimentatore del pc', 'scheda madre'],
  },
  console: {
    category: 'console',
    label: 'la console',
    names: ['console', 'consolle', 'consol', 'console portatile'],
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
    models: [/\bps\s?[1-5]( (slim|pro|fat))?\b/, /\bplay\s?(station)?\s?[1-5]\b/, /\bps\s?vita\b/],
  },
  xbox: {
    category: 'console',
    label: "l'Xbox",
    within: 'console',
    names: ['xbox', 'xbox 360', 'xbox one', 'x360'],
    models: [/\bxbox\s?(360|one|series\s?[xs])?\b/],
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
    ],
    models: [
      /\bnintendo\s?(switch|ds|3ds|2ds|64|wii)\b/,
      /\bswitch\s?(oled|lite|2)\b/,
      /\b(new\s)?[23]ds\s?(xl|ll)?\b/,
      /\bds\s?(lite|i)\b/,
      /\bwii\s?u?\b/,
      /\bgame\s?boy\b/,
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
    ],
    parts: ['levetta', 'analogico', 'stick'],
    models: [/\bjoy\s?-?\s?cons?\b/, /\bdual\s?(sense|shock)\b/],
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
    ],
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
      'telecomando',
      'planetaria',
      'impastatrice',
      'friggitrice ad aria',
      'friggitrice',
      'air fryer',
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
  vorwerk: ['aspirapolvere'],
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
  microsoft: ['xbox', 'laptop'],
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
};

/**
 * Everyday words that hint at a device without naming it, like a brand ("il caffè esce freddo",
 * "i panni restano bagnati"). Unlike brands they also describe the problem.
 */
export const CONTEXT_HINTS: Record<string, DeviceKey[]> = {
  caffe: ['caffe'],
  caffettiera: ['caffe'],
  panni: ['lavatrice', 'asciugatrice'],
  vestiti: ['lavatrice', 'asciugatrice'],
  bucato: ['lavatrice', 'asciugatrice'],
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
  chiamate: ['smartphone'],
  telefonate: ['smartphone'],
  sim: ['smartphone'],
  ios: ['smartphone', 'tablet'],
  tastiera: ['laptop', 'desktop'],
  netflix: ['tv'],
  canali: ['tv'],
  capelli: ['piccoli'],
  stiro: ['piccoli'],
};

/**
 * Devices people ask about that the knowledge base has no guides for: naming one gets an honest
 * answer instead of a guess from a look-alike problem ("il condizionatore perde acqua" is not a
 * washing machine).
 */
export const UNSUPPORTED_DEVICES: Record<string, string> = {
  condizionatore: 'il condizionatore',
  climatizzatore: 'il climatizzatore',
  condizionatori: 'il condizionatore',
  caldaia: 'la caldaia',
  scaldabagno: 'lo scaldabagno',
  boiler: 'lo scaldabagno',
  stampante: 'la stampante',
  router: 'il router',
  modem: 'il modem',
  monopattino: 'il monopattino elettrico',
  smartwatch: 'lo smartwatch',
  orologio: "l'orologio",
  drone: 'il drone',
  reflex: 'la fotocamera',
  cappa: 'la cappa',
  auto: "l'auto",
  bici: 'la bici elettrica',
  termosifone: 'il termosifone',
  ventilatore: 'il ventilatore',
  deumidificatore: 'il deumidificatore',
};
