const PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/;

/** The public path of an uploaded object, as posts store and the client shows it. */
export const objectPath = (id: string) => `/objects/uploads/${id}`;
export const thumbnailPath = (id: string) => `/objects/uploads/${id}/thumb`;

/** The object id of a path, or null for anything that is not one of our object paths. */
export function objectIdOf(path: string): string | null {
  // The client may send the full URL it got back; only the path part matters.
  const pathname = path.startsWith('http') ? safePathname(path) : path.split('?')[0]!;
  return pathname?.match(PATH)?.[1] ?? null;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
