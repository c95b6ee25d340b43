import type { PostCategory } from '../../common/constants.ts';
import type { Drawing } from './drawings.ts';

/** The demo community (DESIGN §2): four members, one of them admin. */
export const MEMBERS = [
  {
    email: 'admin@riparami.it',
    firstName: 'Marco',
    lastName: 'Rossi',
    isAdmin: true,
    bio: 'Tecnico di elettronica, amministratore della community.',
  },
  {
    email: 'giulia@riparami.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    isAdmin: false,
    bio: 'Riparo smartphone e tablet da dieci anni.',
  },
  {
    email: 'luca@riparami.it',
    firstName: 'Luca',
    lastName: 'Verdi',
    isAdmin: false,
    bio: 'Appassionato di elettrodomestici e fai-da-te.',
  },
  {
    email: 'sara@riparami.it',
    firstName: 'Sara',
    lastName: 'Neri',
    isAdmin: false,
    bio: 'Retro gaming e console da sistemare.',
  },
] as const;

export type Member = (typeof MEMBERS)[number]['email'];

export const POSTS: {
  author: Member;
  title: string;
  content: string;
  category: PostCategory;
  image?: [background: string, drawing: Drawing];
}[] = [
  {
    author: 'giulia@riparami.it',
    category: 'smartphone',
    title: 'iPhone 12 non si carica più',
    content:
      'Da ieri il telefono non carica né via cavo né in wireless. Ho già provato a cambiare cavo e alimentatore. Qualcuno ha avuto lo stesso problema?',
    image: ['#1e293b', 'phone'],
  },
  {
    author: 'luca@riparami.it',
    category: 'elettrodomestici',
    title: 'Lavatrice che perde acqua dal fondo',
    content:
      "Durante la centrifuga esce acqua da sotto la lavatrice. Ho controllato il filtro e sembra pulito. Può essere la guarnizione dell'oblò?",
    image: ['#0369a1', 'washer'],
  },
  {
    author: 'sara@riparami.it',
    category: 'console',
    title: 'Joy-Con con drift: vale la pena ripararli?',
    content:
      'Il Joy-Con sinistro si muove da solo nei menu. Ho visto kit di ricambio per lo stick analogico: qualcuno li ha provati?',
    image: ['#b91c1c', 'gamepad'],
  },
  {
    author: 'admin@riparami.it',
    category: 'computer',
    title: 'Portatile che si spegne da solo',
    content:
      'Un Lenovo di cinque anni si spegne dopo dieci minuti di lavoro pesante. Sospetto surriscaldamento: pasta termica o ventola?',
  },
  {
    author: 'giulia@riparami.it',
    category: 'smartphone',
    title: 'Sostituzione vetro Samsung A52: com’è andata',
    content:
      'Ho cambiato il vetro con un kit da 25 euro. Serve pazienza con la colla, ma il risultato è ottimo. Consigli: pistola termica a bassa temperatura!',
    image: ['#7c3aed', 'phone'],
  },
  {
    author: 'luca@riparami.it',
    category: 'elettrodomestici',
    title: 'Forno che non scalda più',
    content:
      'La luce si accende, la ventola gira, ma il forno resta freddo. Il termostato sembra a posto. Resistenza bruciata?',
  },
  {
    author: 'sara@riparami.it',
    category: 'console',
    title: 'PS4 rumorosissima',
    content:
      'La ventola della PS4 fa un rumore da aereo. Pulizia completa e pasta termica nuova hanno risolto: vi lascio i passaggi nei commenti.',
  },
  {
    author: 'admin@riparami.it',
    category: 'altri',
    title: 'Benvenuti su Riparami!',
    content:
      'Questa è la community per chi ripara: condividete i vostri problemi, aiutate gli altri e chiedete all’assistente AI. Buone riparazioni!',
  },
];

/** [post index, author, text] */
export const COMMENTS: [number, Member, string][] = [
  [
    0,
    'admin@riparami.it',
    'Controlla il connettore Lightning: spesso è pieno di polvere. Uno stuzzicadenti di legno fa miracoli.',
  ],
  [0, 'sara@riparami.it', 'A me era successo lo stesso: era il chip di ricarica, purtroppo.'],
  [1, 'giulia@riparami.it', 'Guarda anche il tubo di scarico, a volte si crepa vicino alla pompa.'],
  [
    2,
    'luca@riparami.it',
    'Io li ho cambiati con un kit da 10 euro: mezz’ora di lavoro e funzionano benissimo.',
  ],
  [3, 'sara@riparami.it', 'Pasta termica nuova e pulizia della ventola: il mio è rinato.'],
  [5, 'admin@riparami.it', 'Misura la resistenza con il tester: se è aperta va sostituita.'],
];

/** Who likes which posts (by index). */
export const LIKES: [Member, number[]][] = [
  ['admin@riparami.it', [0, 1, 2, 4]],
  ['giulia@riparami.it', [1, 2, 6]],
  ['luca@riparami.it', [0, 4, 7]],
  ['sara@riparami.it', [0, 3, 7]],
];

/** Who follows whom. */
export const FOLLOWS: [Member, Member][] = [
  ['giulia@riparami.it', 'admin@riparami.it'],
  ['luca@riparami.it', 'giulia@riparami.it'],
  ['sara@riparami.it', 'giulia@riparami.it'],
  ['admin@riparami.it', 'sara@riparami.it'],
];
