import type { NotificationType } from '@common/constants.ts';
import { Bell, Heart, MessageCircle, MessageSquare, UserPlus } from 'lucide-react';
import { cx } from '../../ui/cx.ts';

const icons = {
  like: Heart,
  comment: MessageCircle,
  follow: UserPlus,
  message: MessageSquare,
  other: Bell,
} as const;

const tones: Record<NotificationType, string> = {
  like: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  comment: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  follow: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  message: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  other: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
};

/** The icon of a notification type (SPEC §2), on a tinted circle. Decorative. */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = icons[type] ?? Bell;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
        tones[type] ?? tones.other,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
