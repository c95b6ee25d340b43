import { displayName } from '@common/people.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import {
  Bot,
  ChartColumn,
  ChevronDown,
  FileText,
  Info,
  LogOut,
  type LucideIcon,
  Settings,
  Share2,
  ShieldCheck,
  ShieldUser,
  User,
  Users,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { it } from '../i18n/it.ts';
import { logout } from '../lib/navigation.ts';
import { Avatar } from '../ui/avatar.tsx';
import { cx } from '../ui/cx.ts';
import { Sheet } from '../ui/sheet.tsx';

const text = it.sideMenu;

const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-slate-800 ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ' +
  'dark:text-slate-100 dark:hover:bg-slate-800';

function MenuItem({
  icon: Icon,
  label,
  onSelect,
  tone,
  children,
  expanded,
  controls,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  tone?: 'danger' | 'admin';
  children?: ReactNode;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-expanded={expanded}
        aria-controls={controls}
        className={cx(
          itemClasses,
          tone === 'danger' && 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50',
          tone === 'admin' && 'text-orange-800 dark:text-orange-300',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0 opacity-80" />
        <span className="flex-1">{label}</span>
        {children}
      </button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="px-3 py-2">
      <h3
        id={id}
        className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}

/** The left sheet behind the 'Menu' button (SPEC §2 side menu). */
export function SideMenu({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}) {
  const [, navigate] = useLocation();
  const [socialsOpen, setSocialsOpen] = useState(false);
  const socialsId = useId();

  function go(path: string) {
    onOpenChange(false);
    navigate(path);
  }

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={text.title}
      description={text.description}
      closeLabel={text.close}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-6 pt-2 pb-5 dark:border-slate-800">
        <Avatar person={user} id={user.id} src={user.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
      </div>

      <nav aria-label={text.title}>
        <Section title={text.account}>
          <MenuItem icon={User} label={text.profile} onSelect={() => go('/profile')} />
          <MenuItem icon={Settings} label={text.profileSettings} onSelect={() => go('/settings')} />
          {user.isAdmin && (
            <MenuItem icon={ShieldUser} label={text.adminPanel} tone="admin" onSelect={() => go('/admin')} />
          )}
        </Section>

        <Section title={text.explore}>
          <MenuItem icon={Bot} label={text.aiChat} onSelect={() => go('/ai')} />
          {/* Issue 27: no entry announces 'In arrivo'. Community opens the search of members and posts;
              Analytics the admin panel's charts, for admins only; Premium is not offered, so not shown. */}
          <MenuItem icon={Users} label={text.community} onSelect={() => go('/search')} />
          {user.isAdmin && (
            <MenuItem icon={ChartColumn} label={text.analytics} onSelect={() => go('/admin?tab=analytics')} />
          )}
          <MenuItem
            icon={Share2}
            label={text.socialLinks}
            onSelect={() => setSocialsOpen((shown) => !shown)}
            expanded={socialsOpen}
            controls={socialsId}
          >
            <ChevronDown
              aria-hidden="true"
              className={cx('size-4 shrink-0 motion-safe:transition-transform', socialsOpen && 'rotate-180')}
            />
          </MenuItem>
          <li id={socialsId} hidden={!socialsOpen}>
            <ul className="mb-1 ml-11 space-y-1 border-l border-slate-200 pl-3 text-sm dark:border-slate-700">
              {text.socials.map((social) => (
                <li key={social.network}>
                  {/* A real link to the network's page (issue 27: social entries are links or are gone). */}
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-lg py-1.5 hover:text-orange-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:text-orange-400"
                  >
                    <span className="text-slate-600 dark:text-slate-400">{social.network}</span>{' '}
                    <span className="font-medium">{social.handle}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </Section>

        <Section title={text.about}>
          <MenuItem icon={ShieldCheck} label={text.privacy} onSelect={() => go('/privacy')} />
          <MenuItem icon={FileText} label={text.terms} onSelect={() => go('/termini')} />
          <MenuItem icon={Users} label={text.aboutUs} onSelect={() => go('/chi-siamo')} />
          <MenuItem icon={Info} label={text.info} onSelect={() => go('/info')} />
        </Section>

        <div className="border-t border-slate-200 px-3 py-3 dark:border-slate-800">
          <ul>
            <MenuItem icon={LogOut} label={text.logout} tone="danger" onSelect={logout} />
          </ul>
        </div>
      </nav>
    </Sheet>
  );
}
