const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An object path (`/objects/uploads/<id>`) or the upload URL's path (`/api/objects/uploads/<id>`). */
const PATH = new RegExp(`^(?:/api)?/objects/uploads/(${UUID})$`);

/** The public path of an uploaded object, as posts store and the client shows it. */
export const objectPath = (id: string) => `/objects/uploads/${id}`;
export const thumbnailPath = (id: string) => `/objects/uploads/${id}/thumb`;

/**
 * The object id of an object path, or of the `uploadURL` that POST /api/objects/upload answered
 * (relative or absolute, with its signed query): what SPEC §7's flow and Uppy send back. Anything
 * else is null.
 */
export function objectIdOf(pathOrUrl: string): string | null {
  const pathname = /^https?:\/\//.test(pathOrUrl) ? safePathname(pathOrUrl) : pathOrUrl.split('?')[0]!;
  return pathname?.match(PATH)?.[1] ?? null;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
