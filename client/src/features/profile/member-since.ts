import { format } from 'date-fns';
import { it as italian } from 'date-fns/locale/it';
import { it } from '../../i18n/it.ts';

/** 'Membro dal settembre 2025' from the member's real sign-up date (SPEC §2 profile overlay). */
export function memberSince(createdAt: string | Date): string {
  return it.profile.memberSince(format(new Date(createdAt), 'LLLL yyyy', { locale: italian }));
}
