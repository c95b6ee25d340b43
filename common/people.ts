import { AVATAR_COLOURS } from './constants.ts';

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
}

/** Initials per SPEC §3: first letters of first and last name, or two letters of the first name, or 'U'. */
export function initials(person: NamedPerson | null | undefined): string {
  const first = person?.firstName?.trim() ?? '';
  const last = person?.lastName?.trim() ?? '';
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  return 'U';
}

/** Display name per SPEC §2: first and last, first only, or 'Utente Anonimo'. */
export function displayName(person: NamedPerson | null | undefined): string {
  const first = person?.firstName?.trim() ?? '';
  const last = person?.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return 'Utente Anonimo';
}

/** A stable avatar colour for an id: a string hash into the six colours of SPEC §2. */
export function avatarColour(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length]!;
}
