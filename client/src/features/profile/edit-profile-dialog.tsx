import { LIMITS } from '@common/constants.ts';
import { type CurrentUser, updateProfileBody } from '@common/schemas/user.ts';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateProfileMutation } from '../../data/users.ts';
import { it } from '../../i18n/it.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';

const text = it.profile;

function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateProfileMutation();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    // The server's own schema and its Italian messages; the form always sends all three fields.
    const checked = checkForm(updateProfileBody, { firstName, lastName, bio });
    setErrors(checked.errors);
    if (!checked.ok) return;
    update.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: text.saved });
        onDone();
      },
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${id}-first`}>{text.firstName}</Label>
        <Input
          id={`${id}-first`}
          value={firstName}
          maxLength={LIMITS.nameMax}
          autoComplete="given-name"
          required
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errors.firstName ? `${id}-first-error` : undefined}
          onChange={(event) => {
            setFirstName(event.target.value);
            setErrors({});
          }}
        />
        <FieldError id={`${id}-first-error`} message={errors.firstName} />
      </div>
      <div>
        <Label htmlFor={`${id}-last`}>{text.lastName}</Label>
        <Input
          id={`${id}-last`}
          value={lastName}
          maxLength={LIMITS.nameMax}
          autoComplete="family-name"
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errors.lastName ? `${id}-last-error` : undefined}
          onChange={(event) => {
            setLastName(event.target.value);
            setErrors({});
          }}
        />
        <FieldError id={`${id}-last-error`} message={errors.lastName} />
      </div>
      <div>
        <Label htmlFor={`${id}-bio`}>{text.bio}</Label>
        <Textarea
          id={`${id}-bio`}
          value={bio}
          rows={4}
          maxLength={LIMITS.descriptionMax}
          placeholder={text.bioPlaceholder}
          aria-describedby={`${id}-bio-count`}
          onChange={(event) => setBio(event.target.value)}
        />
        <CharCounter
          id={`${id}-bio-count`}
          length={bio.length}
          max={LIMITS.descriptionMax}
          text={text.bioCounter(bio.length)}
        />
      </div>
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}

/** Editing one's own first name, last name and bio (PATCH /api/users/me). */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.edit}>
      {open && <ProfileForm user={user} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
