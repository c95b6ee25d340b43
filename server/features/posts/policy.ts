import { forbidden } from '../../platform/http/errors.ts';

/** Only the author may edit or delete a post (SPEC §6). */
export function assertAuthor(post: { authorId: string }, userId: string) {
  if (post.authorId !== userId) throw forbidden('Puoi modificare solo i tuoi post');
}
