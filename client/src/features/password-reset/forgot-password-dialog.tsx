import { passwordResetRequestBody } from '@common/schemas/password-reset.ts';
import { type FormEvent, useId, useState } from 'react';
import { useRequestPasswordResetMutation } from '../../data/account.ts';
import { resetText } from '../../i18n/settings.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { FieldError, serverMessage } from '../settings/section.tsx';

/** 'Password dimenticata?': asks for the address and mails a reset link (the same answer for any address). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const request = useRequestPasswordResetMutation();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(passwordResetRequestBody, { email });
    if (!checked.ok) return setError(checked.errors.email);
    setError(undefined);
    request.mutate(checked.data.email, {
      onSuccess: (result) => {
        toast({ title: resetText.sentTitle, description: result.message });
        onOpenChange(false);
      },
      onError: (failure) => setError(serverMessage(failure)),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={resetText.forgotTitle}
      description={resetText.forgotDescription}
      showDescription
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <Label htmlFor={id}>{resetText.email}</Label>
          <Input
            id={id}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError message={error} />
        </div>
        <Button type="submit" className="w-full" loading={request.isPending}>
          {resetText.send}
        </Button>
      </form>
    </Dialog>
  );
}
