import type { adminText } from '../../i18n/admin.ts';

/** A tab of the admin panel: the overview's cards open the others. */
export type AdminTab = keyof typeof adminText.tabs;
