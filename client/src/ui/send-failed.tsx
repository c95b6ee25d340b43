import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * Under a message that could not be sent (a chat message, a question to the assistant): what went wrong,
 * announced, with 'Riprova' when it can be sent again and whatever else the screen offers (delete).
 */
export function SendFailed(props: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1">
      <p role="alert" className="flex items-center gap-1 text-xs font-medium text-red-700 dark:text-red-400">
        <CircleAlert aria-hidden="true" className="size-4" />
        {props.message}
      </p>
      {props.onRetry && (
        <Button variant="ghost" size="sm" onClick={props.onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {props.retryLabel}
        </Button>
      )}
      {props.children}
    </div>
  );
}
