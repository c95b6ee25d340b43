import type { Db } from '../db/client.ts';
import { objectPath } from '../domain/objects.ts';
import { addComment } from '../features/comments/service.ts';
import { toggleFollow } from '../features/follows/service.ts';
import { togglePostLike } from '../features/likes/service.ts';
import { reserveUpload, storeImage } from '../features/objects/service.ts';
import { createPost, type PostsDeps } from '../features/posts/service.ts';
import { countMembers, createMember } from '../features/users/service.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { UserRow } from '../platform/auth/sessions.ts';
import { EventBus } from '../platform/events/events.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';
import { subscribeFeatures } from '../registry.ts';
import { COMMENTS, FOLLOWS, LIKES, MEMBERS, type Member, POSTS } from './community.ts';
import { demoImage } from './drawings.ts';
import { seedDemoMessages } from './messages.ts';
import { seedDemoReels } from './reels.ts';
import { seedDemoReports } from './reports.ts';

export const DEMO_PASSWORD = 'riparami-demo';

const DAY_MS = 86_400_000;

/**
 * Seeds a small demo community on an empty database — members, posts with images, comments,
 * likes, follows and the notifications they cause — through the feature services, as members'
 * own actions would, and returns the accounts it made, or null when the database already has members.
 */
export async function seedDemo(db: Db, storage: ObjectStorage) {
  if ((await countMembers(db)) > 0) return null;
  const events = new EventBus();
  subscribeFeatures(events);
  const services: PostsDeps = { db, storage, events };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const byEmail = new Map<Member, UserRow>();
  for (const [i, m] of MEMBERS.entries()) {
    const member = await createMember(db, {
      ...m,
      passwordHash,
      emailVerifiedAt: new Date(now - (30 - i) * DAY_MS),
      createdAt: new Date(now - (60 - i) * DAY_MS),
    });
    byEmail.set(m.email, member);
  }
  const member = (email: Member) => byEmail.get(email)!;

  const postIds: string[] = [];
  for (const [i, p] of POSTS.entries()) {
    const author = member(p.author);
    const imageUrls = p.image ? [await uploadDemoImage(services, author, await demoImage(...p.image))] : [];
    const post = await createPost(
      services,
      author,
      { title: p.title, content: p.content, category: p.category, imageUrls },
      // Spread over the last days so the feed shows real time-ago values.
      { createdAt: new Date(now - (POSTS.length - i) * 7 * 3600_000) },
    );
    postIds.push(post.id);
  }
  for (const [index, email, content] of COMMENTS)
    await addComment(services, member(email), { postId: postIds[index]!, content });
  for (const [email, indexes] of LIKES)
    for (const i of indexes) await togglePostLike(services, member(email), postIds[i]!);
  for (const [from, to] of FOLLOWS) await toggleFollow(services, member(from), member(to).id);
  await seedDemoReports(db, member, postIds);
  await seedDemoMessages(services, member);
  await seedDemoReels(services, member);
  return MEMBERS.map((m) => ({ email: m.email, isAdmin: m.isAdmin }));
}

/** Uploads a demo photo as its author would: reserved, then stored (re-encoded, with a thumbnail). */
async function uploadDemoImage(services: PostsDeps, author: UserRow, image: Buffer): Promise<string> {
  const object = await reserveUpload(services, author.id);
  await storeImage(services, object.id, author.id, image);
  return objectPath(object.id);
}
