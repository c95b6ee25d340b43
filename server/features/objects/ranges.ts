/** A byte range of a file, both ends included (RFC 9110 §14). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range of a `Range: bytes=…` header that we serve, for a file of `size` bytes: null when
 * there is no (usable) header, so the whole file goes; 'unsatisfiable' for a range past the end.
 * Several ranges are answered with the whole file, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
