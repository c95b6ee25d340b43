import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PostCategory } from '../../common/constants.ts';
import { addComment } from '../features/comments/service.ts';
import { toggleFollow } from '../features/follows/service.ts';
import { togglePostLike } from '../features/likes/service.ts';
import { objectPath } from '../features/objects/paths.ts';
import { createPost } from '../features/posts/service.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import type { Db } from './client.ts';
import { objects, posts, users } from './schema.ts';

export const DEMO_PASSWORD = 'riparami-demo';

const MEMBERS = [
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

type Member = (typeof MEMBERS)[number]['email'];

const POSTS: {
  author: Member;
  title: string;
  content: string;
  category: PostCategory;
  image?: [string, keyof typeof DRAWINGS];
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

const COMMENTS: [number, Member, string][] = [
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

/** Simple line drawings (no fonts needed) for the demo photos. */
const DRAWINGS = {
  phone: `<rect x="400" y="170" width="160" height="300" rx="26" fill="none" stroke="#fff" stroke-width="14"/>
    <line x1="455" y1="435" x2="505" y2="435" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <path d="M430 230 L500 300 L470 330 L530 390" fill="none" stroke="#fde68a" stroke-width="8"/>`,
  washer: `<rect x="370" y="160" width="220" height="320" rx="22" fill="none" stroke="#fff" stroke-width="14"/>
    <circle cx="480" cy="345" r="80" fill="none" stroke="#fff" stroke-width="14"/>
    <circle cx="420" cy="205" r="10" fill="#fff"/><circle cx="455" cy="205" r="10" fill="#fff"/>
    <path d="M440 470 q10 40 0 60 M500 470 q10 40 0 60" stroke="#bae6fd" stroke-width="10" fill="none"/>`,
  gamepad: `<path d="M360 250 h240 a70 70 0 0 1 60 105 l-30 70 a40 40 0 0 1 -70 0 l-20 -35 h-120 l-20 35 a40 40 0 0 1 -70 0 l-30 -70 a70 70 0 0 1 60 -105z" fill="none" stroke="#fff" stroke-width="14"/>
    <path d="M400 310 v50 M375 335 h50" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <circle cx="555" cy="320" r="12" fill="#fff"/><circle cx="585" cy="350" r="12" fill="#fff"/>`,
} as const;

async function demoImage(background: string, drawing: keyof typeof DRAWINGS): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#g)"/>
    <circle cx="480" cy="320" r="230" fill="#ffffff" fill-opacity="0.12"/>${DRAWINGS[drawing]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Seeds a small demo community on an empty database — members, posts with images, comments,
 * likes, follows and the notifications they cause — and returns the accounts it made, or null
 * when the database already has members.
 */
export async function seedDemo(db: Db, storage: ObjectStorage) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const created = await db
    .insert(users)
    .values(
      MEMBERS.map((m, i) => ({
        ...m,
        passwordHash,
        emailVerifiedAt: new Date(now - (30 - i) * 86_400_000),
        createdAt: new Date(now - (60 - i) * 86_400_000),
      })),
    )
    .returning();
  const byEmail = new Map(created.map((u) => [u.email as Member, u]));
  const member = (email: Member) => byEmail.get(email)!;

  const postIds: string[] = [];
  for (const [i, p] of POSTS.entries()) {
    const author = member(p.author);
    const imageUrls: string[] = [];
    if (p.image) {
      const data = await demoImage(...p.image);
      const [object] = await db
        .insert(objects)
        .values({
          ownerId: author.id,
          kind: 'image',
          status: 'uploaded',
          acl: 'public',
          contentType: 'image/jpeg',
          size: data.length,
          width: 960,
          height: 640,
          uploadedAt: new Date(),
        })
        .returning();
      await storage.put(object!.id, data);
      await storage.put(
        `${object!.id}.thumb`,
        await sharp(data).resize({ width: 480 }).jpeg({ quality: 75 }).toBuffer(),
      );
      imageUrls.push(objectPath(object!.id));
    }
    const post = await createPost({ db, storage }, author.id, {
      title: p.title,
      content: p.content,
      category: p.category,
      imageUrls,
    });
    // Spread the posts over the last days so the feed shows real time-ago values.
    await db
      .update(posts)
      .set({ createdAt: new Date(now - (POSTS.length - i) * 7 * 3600_000) })
      .where(sql`${posts.id} = ${post.id}`);
    postIds.push(post.id);
  }
  for (const [index, email, content] of COMMENTS)
    await addComment(db, member(email), { postId: postIds[index]!, content });
  const likesBy: [Member, number[]][] = [
    ['admin@riparami.it', [0, 1, 2, 4]],
    ['giulia@riparami.it', [1, 2, 6]],
    ['luca@riparami.it', [0, 4, 7]],
    ['sara@riparami.it', [0, 3, 7]],
  ];
  for (const [email, indexes] of likesBy)
    for (const i of indexes) await togglePostLike(db, member(email), postIds[i]!);
  const followsBy: [Member, Member][] = [
    ['giulia@riparami.it', 'admin@riparami.it'],
    ['luca@riparami.it', 'giulia@riparami.it'],
    ['sara@riparami.it', 'giulia@riparami.it'],
    ['admin@riparami.it', 'sara@riparami.it'],
  ];
  for (const [from, to] of followsBy) await toggleFollow(db, member(from), member(to).id);
  return created.map((u) => ({ email: u.email, isAdmin: u.isAdmin }));
}
