import { type LucideIcon, RefreshCw } from 'lucide-react';
import { adminText } from '../../i18n/admin.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** A tab whose data could not be loaded: what failed and a way to try again. */
export function LoadError({
  icon,
  title,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      compact
      icon={icon}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {adminText.retry}
        </Button>
      }
    />
  );
}

/** 'Carica altri' under a paginated list, while there is a next page. */
export function LoadMore({
  visible,
  loading,
  onLoad,
}: {
  visible: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!visible) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" loading={loading} onClick={onLoad}>
        {adminText.loadMore}
      </Button>
    </div>
  );
}
