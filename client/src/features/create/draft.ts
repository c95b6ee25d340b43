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

/** The saved draft, or null when there is none or it cannot be read. */
export function loadDraft(userId: string, storage = browserStorage()): PostDraft | null {
  try {
    const raw = storage?.getItem(draftKey(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Record<keyof PostDraft, unknown>>;
    const category = POST_CATEGORIES.find((c) => c === value.category) ?? '';
    return {
      title: typeof value.title === 'string' ? value.title : '',
      content: typeof value.content === 'string' ? value.content : '',
      category,
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; answers whether it was stored. */
export function saveDraft(userId: string, draft: PostDraft, storage = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(draftKey(userId), JSON.stringify(draft));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

export function clearDraft(userId: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(draftKey(userId));
  } catch {
    // nothing to clear
  }
}
