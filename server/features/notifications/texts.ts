import { displayName } from '../../../common/people.ts';
import type { DomainEvents } from '../../platform/events/events.ts';

/** A notification to store: whom it is for, who caused it, what it says (in Italian). */
export interface NewNotification {
  userId: string;
  actorId: string;
  type: 'like' | 'comment' | 'follow' | 'other';
  postId?: string;
  title: string;
  message: string;
}

/** The texts of every notification, in one place; names come from displayName (SPEC §2 fallback). */
export const notificationFor = {
  liked: ({ actor, post }: DomainEvents['post.liked']): NewNotification => ({
    userId: post.authorId,
    actorId: actor.id,
    type: 'like',
    postId: post.id,
    title: 'Nuovo mi piace',
    message: `A ${displayName(actor)} piace il tuo post "${post.title}"`,
  }),
  commented: ({ actor, post }: DomainEvents['post.commented']): NewNotification => ({
    userId: post.authorId,
    actorId: actor.id,
    type: 'comment',
    postId: post.id,
    title: 'Nuovo commento',
    message: `${displayName(actor)} ha commentato il tuo post "${post.title}"`,
  }),
  followed: ({ actor, followedId }: DomainEvents['member.followed']): NewNotification => ({
    userId: followedId,
    actorId: actor.id,
    type: 'follow',
    title: 'Nuovo follower',
    message: `${displayName(actor)} ha iniziato a seguirti`,
  }),
  /** The author of a post chose the member's comment as its solution (issue 28). */
  solved: ({ actor, post, answerAuthorId }: DomainEvents['post.solved']): NewNotification => ({
    userId: answerAuthorId,
    actorId: actor.id,
    type: 'other',
    postId: post.id,
    title: 'Soluzione scelta',
    message: `${displayName(actor)} ha scelto la tua risposta come soluzione di "${post.title}"`,
  }),
  /** A moderator hid the member's post, comment or reel after a report (issue 20). */
  hidden: ({ content, moderatorId }: DomainEvents['report.content-hidden']): NewNotification => ({
    userId: content.authorId,
    actorId: moderatorId,
    type: 'other',
    title: 'Contenuto rimosso',
    message: {
      post: `Il tuo post "${content.title}" è stato nascosto dopo una segnalazione`,
      comment: `Il tuo commento al post "${content.title}" è stato nascosto dopo una segnalazione`,
      reel: `Il tuo reel "${content.title}" è stato nascosto dopo una segnalazione`,
    }[content.type],
  }),
  /** A moderator showed the member's hidden post, comment or reel again (issue 27). */
  restored: ({ content, moderatorId }: DomainEvents['report.content-restored']): NewNotification => ({
    userId: content.authorId,
    actorId: moderatorId,
    type: 'other',
    title: 'Contenuto ripristinato',
    message: {
      post: `Il tuo post "${content.title}" è di nuovo visibile`,
      comment: `Il tuo commento al post "${content.title}" è di nuovo visibile`,
      reel: `Il tuo reel "${content.title}" è di nuovo visibile`,
    }[content.type],
  }),
};

/**
 * A direct message's notification, coalesced per sender while unread (issue 17): the text for one
 * message, and for more, with `{n}` standing for how many (filled in by the statement that counts them).
 */
export const messageNotificationTexts = (sender: { firstName: string | null; lastName: string | null }) => ({
  title: 'Nuovo messaggio',
  one: `${displayName(sender)} ti ha inviato un messaggio`,
  many: `${displayName(sender)} ti ha inviato {n} messaggi`,
});

export type ReelNotification = NewNotification & { reelId: string };
/** A reel's like or comment, as the reels feature emits it. */
type ReelEvent = DomainEvents['reel.liked'];

/** The texts of a reel's like and comment notifications (issue 19: both go to the reel's author). */
export const reelNotificationFor = {
  liked: ({ actor, reel }: ReelEvent): ReelNotification => ({
    userId: reel.authorId,
    actorId: actor.id,
    type: 'like',
    reelId: reel.id,
    title: 'Nuovo mi piace',
    message: `A ${displayName(actor)} piace il tuo reel "${reel.title}"`,
  }),
  commented: ({ actor, reel }: ReelEvent): ReelNotification => ({
    userId: reel.authorId,
    actorId: actor.id,
    type: 'comment',
    reelId: reel.id,
    title: 'Nuovo commento',
    message: `${displayName(actor)} ha commentato il tuo reel "${reel.title}"`,
  }),
};
