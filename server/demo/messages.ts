import { markConversationRead, sendMessage } from '../features/messages/service.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import type { EventfulDeps } from '../platform/events/events.ts';
import type { Member } from './community.ts';

const MINUTE_MS = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;

/** One step of a demo conversation, minutes ago: a member writes to the other, or reads what they got. */
type Step = { from: Member; ago: number; text: string } | { readBy: Member; ago: number };

/** The demo community's direct messages: some read, some waiting, so /messages is alive at first start. */
const CONVERSATIONS: [Member, Member, Step[]][] = [
  [
    'luca@riparami.it',
    'giulia@riparami.it',
    [
      {
        from: 'luca@riparami.it',
        ago: 26 * HOUR,
        text: 'Ciao Giulia! Ho visto il tuo post sul vetro del Samsung: che ventosa hai usato?',
      },
      { readBy: 'giulia@riparami.it', ago: 25 * HOUR + 10 },
      {
        from: 'giulia@riparami.it',
        ago: 25 * HOUR,
        text: 'Ciao Luca! Una ventosa normale e un po’ di calore dal phon, niente di speciale.',
      },
      { readBy: 'luca@riparami.it', ago: 25 * HOUR - 6 },
      {
        from: 'luca@riparami.it',
        ago: 25 * HOUR - 5,
        text: 'Perfetto, grazie. Provo stasera sul telefono di mia madre.',
      },
      { readBy: 'giulia@riparami.it', ago: 3 * HOUR },
      { from: 'giulia@riparami.it', ago: 40, text: 'Com’è andata poi? Si è staccato bene?' },
      {
        from: 'giulia@riparami.it',
        ago: 38,
        text: 'Se il vetro è crepato mettici sopra del nastro adesivo, così non si sbriciola.',
      },
    ],
  ],
  [
    'sara@riparami.it',
    'giulia@riparami.it',
    [
      { from: 'sara@riparami.it', ago: 3 * DAY, text: 'Giulia, i Joy-Con si aprono con un cacciavite a Y?' },
      { readBy: 'giulia@riparami.it', ago: 3 * DAY - 21 },
      {
        from: 'giulia@riparami.it',
        ago: 3 * DAY - 20,
        text: 'Sì, Y00. Occhio al flat del tasto ZL quando lo apri.',
      },
      { readBy: 'sara@riparami.it', ago: 3 * DAY - 26 },
      { from: 'sara@riparami.it', ago: 3 * DAY - 25, text: 'Grazie mille, sei un mito!' },
      { readBy: 'giulia@riparami.it', ago: 2 * DAY },
    ],
  ],
  [
    'admin@riparami.it',
    'giulia@riparami.it',
    [
      {
        from: 'admin@riparami.it',
        ago: 6 * HOUR,
        text: 'Benvenuta tra le tutor della community! Se ti serve qualcosa scrivimi pure.',
      },
      {
        from: 'admin@riparami.it',
        ago: 6 * HOUR - 2,
        text: 'Ogni tanto dai un’occhiata alle domande senza risposta.',
      },
    ],
  ],
  [
    'luca@riparami.it',
    'sara@riparami.it',
    [
      { from: 'luca@riparami.it', ago: 90, text: 'Sara, la tua PS4 fa ancora rumore dopo la pulizia?' },
      { readBy: 'sara@riparami.it', ago: 15 },
      { from: 'sara@riparami.it', ago: 12, text: 'Molto meno! Ho cambiato anche la pasta termica.' },
    ],
  ],
];

/** Seeds the demo conversations through the messages service, as the members would have written and read them. */
export async function seedDemoMessages(services: EventfulDeps, member: (email: Member) => UserRow) {
  const now = Date.now();
  const at = (ago: number) => ({ at: new Date(now - ago * MINUTE_MS) });
  for (const [first, second, steps] of CONVERSATIONS) {
    const otherOf = (email: Member) => member(email === first ? second : first);
    for (const step of steps) {
      if ('text' in step)
        await sendMessage(
          services,
          member(step.from),
          { receiverId: otherOf(step.from).id, content: step.text },
          at(step.ago),
        );
      else await markConversationRead(services, member(step.readBy), otherOf(step.readBy).id, at(step.ago));
    }
  }
}
