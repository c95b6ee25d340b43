import { AVATAR_MAX_BYTES, type AvatarCropQuery } from '@common/schemas/settings.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { Hint, SettingsSection, serverMessage } from './section.tsx';

const text = settingsText.avatar;

interface Picked {
  file: File;
  url: string;
  width: number;
  height: number;
}

/** The square of the photo to keep, from a zoom (1 = the whole short side) and a position (0–100 %). */
export function cropOf(
  picked: Pick<Picked, 'width' | 'height'>,
  zoom: number,
  px: number,
  py: number,
): AvatarCropQuery {
  const size = Math.max(16, Math.round(Math.min(picked.width, picked.height) / zoom));
  return {
    size,
    x: Math.round(((picked.width - size) * px) / 100),
    y: Math.round(((picked.height - size) * py) / 100),
  };
}

function CropEditor({ picked, onDone }: { picked: Picked; onDone: () => void }) {
  const [zoom, setZoom] = useState(1);
  const [px, setPx] = useState(50);
  const [py, setPy] = useState(50);
  const upload = useUploadAvatarMutation();
  const id = useId();
  const crop = cropOf(picked, zoom, px, py);
  const scale = 160 / crop.size!;

  function save() {
    upload.mutate(
      { file: picked.file, crop },
      {
        onSuccess: () => {
          toast({ title: text.saved });
          onDone();
        },
        onError: (error) =>
          toast({ title: settingsText.error, description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  const slider = (
    label: string,
    value: number,
    set: (v: number) => void,
    min: number,
    max: number,
    step: number,
  ) => (
    <div>
      <label htmlFor={`${id}-${label}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${label}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className="w-full accent-orange-700"
      />
    </div>
  );

  return (
    <div className="space-y-3">
      <div
        role="img"
        aria-label={text.preview}
        className="relative mx-auto size-40 overflow-hidden rounded-full border-4 border-orange-200 bg-slate-100"
      >
        <img
          src={picked.url}
          alt=""
          className="absolute max-w-none"
          style={{
            width: picked.width * scale,
            height: picked.height * scale,
            left: -crop.x! * scale,
            top: -crop.y! * scale,
          }}
        />
      </div>
      {slider(text.zoom, zoom, setZoom, 1, 4, 0.05)}
      {crop.size! < picked.width && slider(text.horizontal, px, setPx, 0, 100, 1)}
      {crop.size! < picked.height && slider(text.vertical, py, setPy, 0, 100, 1)}
      <div className="flex gap-2">
        <Button onClick={save} loading={upload.isPending}>
          {text.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}

/** 'Foto profilo': upload, square crop, remove; initials are shown without a photo. */
export function AvatarSection({ user }: { user: CurrentUser }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = useRemoveAvatarMutation();
  const id = useId();

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      toast({ title: settingsText.error, description: text.wrongType, variant: 'destructive' });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast({ title: settingsText.error, description: text.tooBig, variant: 'destructive' });
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setPicked({ file, url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
  }

  return (
    <SettingsSection title={text.title}>
      <Hint>{text.hint}</Hint>
      {picked ? (
        <CropEditor picked={picked} onDone={() => setPicked(null)} />
      ) : (
        <div className="flex items-center gap-4">
          <Avatar person={user} id={user.id} src={user.avatarUrl} size="xl" />
          <div className="flex flex-col gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              aria-label={text.choose}
              tabIndex={-1}
              onChange={choose}
            />
            <Button variant="soft" onClick={() => inputRef.current?.click()}>
              {user.avatarUrl ? text.change : text.choose}
            </Button>
            {user.avatarUrl && (
              <Button
                variant="ghost"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: text.removed }) })}
              >
                {text.remove}
              </Button>
            )}
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
