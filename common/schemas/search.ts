import { SEARCH } from '../constants.ts';
import { schema, z } from '../zod-it.ts';
import { postCategory, postPayload } from './posts.ts';
import { publicUser } from './user.ts';

/** GET /api/search (issue 28): at least two characters once trimmed. */
export const searchQuery = schema(() =>
  z.object({
    q: z
      .string({ error: `Scrivi almeno ${SEARCH.minChars} caratteri` })
      .trim()
      .min(SEARCH.minChars, `Scrivi almeno ${SEARCH.minChars} caratteri`)
      .max(SEARCH.maxChars, `La ricerca può avere al massimo ${SEARCH.maxChars} caratteri`),
    type: z.enum(['posts', 'users'], { error: 'Tipo non valido: usa posts o users' }).optional(),
    category: postCategory.optional(),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z
      .string()
      .regex(/^\d{1,4}$/, 'Cursore non valido')
      .transform(Number)
      .pipe(z.number().max(SEARCH.maxOffset, 'Cursore non valido'))
      .optional(),
  }),
);
export type SearchQuery = z.input<typeof searchQuery>;

/** A post found, with the words that matched marked by the client (never HTML from the server). */
export const searchResult = schema(() =>
  z.object({
    posts: z.array(postPayload),
    users: z.array(publicUser),
    nextCursor: z.string().optional(),
  }),
);
export type SearchResult = z.infer<typeof searchResult>;
