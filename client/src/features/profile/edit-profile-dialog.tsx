import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../../common/constants.ts';
import type { CurrentUser } from '../../../../common/schemas/user.ts';
import { it } from '../../i18n/it.ts';
import { errorJson, errorStatus } from '../../lib/api.ts';
import { handleMutationError } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { useUpdateProfileMutation } from './queries.ts';

const text = it.profile;

function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const [missingName, setMissingName] = useState(false);
  const update = useUpdateProfileMutation();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim()) {
      setMissingName(true);
      return;
    }
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), bio: bio.trim() },
      {
        onSuccess: () => {
          toast({ title: text.saved });
          onDone();
        },
        onError: (error) => {
          // A 400 carries the server's Italian reason (e.g. a name too long); anything else the generic text.
          const reason =
            errorStatus(error) === 400 ? errorJson<{ message: string }>(error)?.message : undefined;
          handleMutationError(error, reason ?? text.saveError);
        },
      },
    );
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
          aria-invalid={missingName && !firstName.trim()}
          aria-describedby={missingName ? `${id}-first-error` : undefined}
          onChange={(event) => {
            setFirstName(event.target.value);
            setMissingName(false);
          }}
        />
        {missingName && (
          <p
            id={`${id}-first-error`}
            role="alert"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
          >
            {text.firstNameRequired}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={`${id}-last`}>{text.lastName}</Label>
        <Input
          id={`${id}-last`}
          value={lastName}
          maxLength={LIMITS.nameMax}
          autoComplete="family-name"
          onChange={(event) => setLastName(event.target.value)}
        />
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
