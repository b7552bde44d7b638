import * as Dialog from '@radix-ui/react-dialog';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import {
  addPasskeySchema,
  PASSKEY_LABEL_MAX,
  passkeyListSchema,
  passkeyRowSchema,
  registrationOptionsSchema,
  type PasskeyRow,
} from '../../domain/admin-passkey-api';
import { adminCall, adminSend } from './admin-client';
import { ChangePasswordForm } from './change-password-form';
import { describePasskeyError } from './describe-passkey-error';
import { Button, Outcome, TextField } from './form-controls';
import { formatTime } from './format';
import { useOperator } from './use-operator';
import { usePageTitle } from './use-page-title';

const PASSKEYS_KEY = ['admin', 'passkeys'] as const;

/** The label is checked before the device is asked, so a missing name does not cost a fingerprint. */
async function addPasskey(label: string): Promise<PasskeyRow> {
  const labelCheck = addPasskeySchema.shape.label.safeParse(label);
  if (!labelCheck.success) throw new Error(labelCheck.error.issues[0]?.message ?? 'Name the passkey.');
  try {
    const optionsJSON = await adminCall(registrationOptionsSchema, '/passkeys/options', 'POST');
    const response = await startRegistration({ optionsJSON });
    return await adminCall(passkeyRowSchema, '/passkeys', 'POST', { label: labelCheck.data, response });
  } catch (error) {
    throw describePasskeyError(error);
  }
}

function AddPasskey() {
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => setLabel(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(label);
  }
  if (!browserSupportsWebAuthn())
    return (
      <p className="mt-4 text-sm text-slate-700">This browser cannot make passkeys. Add one from a browser that can.</p>
    );
  return (
    <section aria-labelledby="add-passkey" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="add-passkey" className="font-semibold">
        Add a passkey
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Name it after where it lives, like "work laptop" or "phone"; the device then asks for its screen lock.
      </p>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3" noValidate>
        <div className="w-full sm:w-72">
          <TextField
            label="Name for this passkey"
            maxLength={PASSKEY_LABEL_MAX}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </form>
      <Outcome
        error={add.error}
        message={add.data ? `Passkey "${add.data.label}" added. It signs you in on this device from now on.` : null}
      />
    </section>
  );
}

function RemovePasskey({ passkey, onRemoved }: { passkey: PasskeyRow; onRemoved: (label: string) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = passkey.label ?? 'this passkey';
  const remove = useMutation({
    mutationFn: () => adminSend(`/passkeys/${encodeURIComponent(passkey.id)}`, 'DELETE'),
    onSuccess: () => {
      setOpen(false);
      onRemoved(name);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Remove "{name}"?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            It will no longer sign you in to the console. The device keeps its copy until you delete it in the device's
            own passkey settings.
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep it</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Remove passkey
            </Button>
          </div>
          <Outcome error={remove.error} message={null} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The signed-in operator's own passkeys: what each is called, when it was added and last used; and,
 * for one who has a password, the form that changes it (one without is asked above every page).
 */
export function PasskeysPage() {
  usePageTitle('Passkeys');
  const operator = useOperator();
  const [removed, setRemoved] = useState<string | null>(null);
  const list = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => adminCall(passkeyListSchema, '/passkeys') });
  const passkeys = list.data?.passkeys ?? [];
  return (
    <>
      <h1 className="text-2xl font-semibold">Passkeys</h1>
      <p className="mt-2 max-w-prose text-sm text-slate-700">
        A passkey signs you in with your device's screen lock or a security key instead of your password. If you lose
        the device, your password or a one-time sign-in link still lets you in; then remove the lost device's passkey
        here.
      </p>
      {list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error.message}
        </p>
      ) : null}
      {removed ? (
        <p role="status" className="mt-4 text-sm text-green-800">
          Passkey "{removed}" removed.
        </p>
      ) : null}
      {list.isSuccess && passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">You have no passkeys yet.</p>
      ) : null}
      {passkeys.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your passkeys</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {['Name', 'Added', 'Last used'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((passkey) => (
                <tr key={passkey.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-medium">{passkey.label ?? 'Unnamed'}</td>
                  <td className="px-3 py-2">{formatTime(passkey.created_at)}</td>
                  <td className="px-3 py-2">{passkey.last_used_at ? formatTime(passkey.last_used_at) : 'Never'}</td>
                  <td className="px-3 py-2 text-right">
                    <RemovePasskey passkey={passkey} onRemoved={setRemoved} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddPasskey />
      {operator.hasPassword ? <ChangePasswordForm /> : null}
    </>
  );
}
