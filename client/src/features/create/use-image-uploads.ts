import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadImage } from '../../data/uploads.ts';
import { it } from '../../i18n/it.ts';
import { handleUnauthorized } from '../../lib/errors.ts';
import { toast } from '../../ui/toast.tsx';
import { checkImages } from './image-rules.ts';

export interface UploadItem {
  key: string;
  name: string;
  previewUrl: string;
  /** 0 to 1. */
  progress: number;
  /** The object path once uploaded and public. */
  path: string | null;
}

const FAILURE_TOASTS = {
  url: { title: it.common.error, description: it.create.uploadUrlError },
  invalid: { title: it.create.uploadInvalid },
  failed: { title: it.create.uploadFailed },
} as const;

let nextKey = 1;

/**
 * The images of a new post: each picked file is checked (SPEC §5), previewed and uploaded at once with
 * its own progress; a failed upload is dropped with SPEC §8's toast. `pending` is true until all are done.
 */
export function useImageUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const count = useRef(0);

  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => {
      const item = list.find((i) => i.key === key);
      if (item) URL.revokeObjectURL(item.previewUrl);
      const next = list.filter((i) => i.key !== key);
      count.current = next.length;
      return next;
    });
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, problem } = checkImages(files, count.current);
      if (problem) toast({ ...problem, variant: 'destructive' });
      count.current += accepted.length;
      const added = accepted.map((file) => ({
        file,
        item: {
          key: `img-${nextKey++}`,
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          progress: 0,
          path: null,
        } satisfies UploadItem,
      }));
      setItems((list) => [...list, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) {
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        uploadImage(file, (progress) => update(item.key, { progress }), controller.signal)
          .then((path) => {
            controllers.current.delete(item.key);
            update(item.key, { path, progress: 1 });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            drop(item.key);
            if (handleUnauthorized(error)) return;
            const failure = FAILURE_TOASTS[error instanceof UploadError ? error.kind : 'failed'];
            toast({ description: it.create.fileName(item.name), ...failure, variant: 'destructive' });
          });
      }
    },
    [drop, update],
  );

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    count.current = 0;
    setItems((list) => {
      for (const item of list) URL.revokeObjectURL(item.previewUrl);
      return [];
    });
  }, []);

  // Leaving the form stops uploads in flight and frees the previews.
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of latest.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return {
    items,
    add,
    remove: drop,
    reset,
    pending: items.some((item) => item.path === null),
    paths: items.flatMap((item) => (item.path ? [item.path] : [])),
  };
}
