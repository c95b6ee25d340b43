import { LIMITS } from '@common/constants.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError } from '../../data/uploads.ts';
import { uploadVideo } from '../../data/video-upload.ts';
import { it } from '../../i18n/it.ts';
import { reelsText } from '../../i18n/reels.ts';
import { handleUnauthorized } from '../../lib/errors.ts';
import { toast } from '../../ui/toast.tsx';

const text = reelsText.form;

export type VideoUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; retry: number }
  | { status: 'done'; path: string }
  | { status: 'error' };

/** SPEC §8's toast for a failed upload, by what failed. */
function reportFailure(error: unknown) {
  if (handleUnauthorized(error)) return;
  const kind = error instanceof UploadError ? error.kind : 'failed';
  const description =
    kind === 'url' ? text.uploadUrlError : kind === 'invalid' ? text.uploadInvalid : text.uploadFailed;
  toast({ title: it.common.error, description, variant: 'destructive' });
}

/** The reel's one video: picked, previewed, uploaded at once with progress; picking again replaces it. */
export function useVideoUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<VideoUploadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = useCallback(() => {
    abort.current?.abort();
    setFile(null);
    setPreview(null);
    setState({ status: 'idle' });
  }, []);

  const pick = useCallback((picked: File) => {
    abort.current?.abort();
    if (!picked.type.startsWith('video/') && picked.type !== '') {
      toast({ title: it.common.error, description: text.notVideo, variant: 'destructive' });
      return;
    }
    if (picked.size > LIMITS.reelVideoBytes) {
      toast({ title: it.common.error, description: text.tooBig, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setFile(picked);
    setState({ status: 'uploading', progress: 0, retry: 0 });
    uploadVideo(
      picked,
      {
        onProgress: (progress) =>
          !controller.signal.aborted &&
          setState((s) => ({ status: 'uploading', progress, retry: s.status === 'uploading' ? s.retry : 0 })),
        onRetry: (retry) =>
          !controller.signal.aborted && setState({ status: 'uploading', progress: 0, retry }),
      },
      controller.signal,
    ).then(
      (video) => {
        if (controller.signal.aborted) return;
        setState({ status: 'done', path: video.path });
        // SPEC §8: the video is still used when set-acl failed.
        toast(video.aclSet ? { title: text.uploaded } : { title: text.aclWarning });
      },
      (error) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        reportFailure(error);
      },
    );
  }, []);

  return { file, preview, state, pick, clear };
}
