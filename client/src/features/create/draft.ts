import { POST_CATEGORIES, type PostCategory } from '@common/constants.ts';

/** What the 'Draft' button keeps on this device: the texts and the category, not the images. */
export interface PostDraft {
  title: string;
  content: string;
  category: PostCategory | '';
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per member, so two people sharing a browser do not see each other's. */
export function draftKey(userId: string): string {
  return `riparami:bozza-post:${userId}`;
}

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

/** The stored value under `key` as an object, or null when there is none or it cannot be read. */
function read(key: string, storage: DraftStorage | null): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: object, storage: DraftStorage | null): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

function remove(key: string, storage: DraftStorage | null): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to clear
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The saved draft, or null when there is none or it cannot be read. */
export function loadDraft(userId: string, storage = browserStorage()): PostDraft | null {
  const value = read(draftKey(userId), storage);
  if (!value) return null;
  const category = POST_CATEGORIES.find((c) => c === value.category) ?? '';
  return { title: text(value.title), content: text(value.content), category };
}

/** Keeps the draft; answers whether it was stored. */
export function saveDraft(userId: string, draft: PostDraft, storage = browserStorage()): boolean {
  return write(draftKey(userId), draft, storage);
}

export function clearDraft(userId: string, storage = browserStorage()): void {
  remove(draftKey(userId), storage);
}

/** What the reel form's 'Draft' button keeps on this device: the texts, not the video (issue 27). */
export interface ReelDraft {
  title: string;
  description: string;
  tags: string;
}

export function reelDraftKey(userId: string): string {
  return `riparami:bozza-reel:${userId}`;
}

/** The saved reel draft, or null when there is none or it cannot be read. */
export function loadReelDraft(userId: string, storage = browserStorage()): ReelDraft | null {
  const value = read(reelDraftKey(userId), storage);
  if (!value) return null;
  return { title: text(value.title), description: text(value.description), tags: text(value.tags) };
}

/** Keeps the reel draft; answers whether it was stored. */
export function saveReelDraft(userId: string, draft: ReelDraft, storage = browserStorage()): boolean {
  return write(reelDraftKey(userId), draft, storage);
}

export function clearReelDraft(userId: string, storage = browserStorage()): void {
  remove(reelDraftKey(userId), storage);
}
