import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { staffMessages, TOTP_DIGITS } from '@foundation/contract/staff-messages';
import type { StaffMeResponse, TwoFactorSetup } from '@foundation/contract/staff';
import { Alert, cx, ui } from '../../components';
import { errorsOf } from '../../kit/data';
import { useToast } from '../../kit/ui/toast';
import { useSession } from '../../lib/use-session';

export const twoFactorWords = {
  start: 'Set up two-step sign-in',
  starting: 'Preparing…',
  scan: 'Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 2FAS or Aegis).',
  qrAlt: 'QR code for your authenticator app. The same key is written out below.',
  typeKey: 'No camera, or using a screen reader? Add an account in the app by hand with this key (time-based):',
  enterCode: 'Then enter the 6-digit code the app shows.',
  code: 'Code from the app',
  turnOn: 'Turn on',
  turningOn: 'Checking…',
  on: 'Two-step sign-in is on. From now on you sign in with your password and a code from the app.',
  turnOffHint: 'To turn it off, enter a current code from the app.',
  turnOff: 'Turn off',
  turningOff: 'Turning off…',
  off: 'Two-step sign-in is off.',
};

/** The key in groups of four, as apps show it and as it is easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Six digits from an authenticator app: numeric keyboard on a phone, and the browser's one-time-code autofill. */
function CodeInput({ id, error, errorId }: { id: string; error?: string; errorId: string }) {
  return (
    <>
      <label htmlFor={id} className={ui.label}>
        {twoFactorWords.code}
      </label>
      <input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={TOTP_DIGITS + 2}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(ui.input, 'mt-1 w-40 font-mono text-lg tracking-widest')}
      />
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

const codeOf = (event: FormEvent<HTMLFormElement>) => String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');

/** A code the server would refuse for its shape, said before asking it. */
const localCodeError = (code: string) => (!code ? staffMessages.codeRequired : /^\d{6}$/.test(code) ? undefined : staffMessages.codeInvalid);

function useCodeForm(path: string, done: string) {
  const { request, updateStaff } = useSession();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (code: string) => request<StaffMeResponse>(path, { body: { code } }),
    onSuccess: (answer) => {
      updateStaff(answer.staff);
      toast(done);
    },
  });
  const ids = { code: useId(), error: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeOf(event);
    const local = localCodeError(code);
    setError(local);
    if (local) return document.getElementById(ids.code)?.focus();
    send.mutate(code, {
      onError: (e) => {
        const field = errorsOf(e).code;
        setError(field);
        if (field) document.getElementById(ids.code)?.focus();
      },
    });
  };
  const alert = send.error && !errorsOf(send.error).code ? send.error.message : null;
  return { send, submit, error, alert, ids };
}

/** Set-up: a new secret as a QR code and as text, then the first code turns it on. */
export function TwoFactorSetUp() {
  const { request } = useSession();
  const start = useMutation({ mutationFn: () => request<TwoFactorSetup>('me/two-factor/setup', { method: 'POST' }) });
  const confirm = useCodeForm('me/two-factor/confirm', twoFactorWords.on);
  const setup = start.data;
  if (!setup) {
    return (
      <div className="space-y-3">
        {start.error && <Alert>{start.error.message}</Alert>}
        <button type="button" onClick={() => start.mutate()} disabled={start.isPending} className={cx(ui.button, ui.primary)}>
          {start.isPending ? twoFactorWords.starting : twoFactorWords.start}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={confirm.submit} className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5">
        <li className="space-y-2">
          <p>{twoFactorWords.scan}</p>
          <img src={setup.qr_code} alt={twoFactorWords.qrAlt} width={200} height={200} className="rounded border border-slate-300 bg-white" />
          <p>{twoFactorWords.typeKey}</p>
          <p>
            <code className="select-all break-all rounded bg-slate-100 px-2 py-1 font-mono text-base">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li className="space-y-2">
          <p>{twoFactorWords.enterCode}</p>
          <div>
            <CodeInput id={confirm.ids.code} error={confirm.error} errorId={confirm.ids.error} />
          </div>
        </li>
      </ol>
      {confirm.alert && <Alert>{confirm.alert}</Alert>}
      <button type="submit" disabled={confirm.send.isPending} className={cx(ui.button, ui.primary)}>
        {confirm.send.isPending ? twoFactorWords.turningOn : twoFactorWords.turnOn}
      </button>
    </form>
  );
}

/** Turning it off takes a current code, so a session left open cannot do it. */
export function TwoFactorTurnOff() {
  const off = useCodeForm('me/two-factor/disable', twoFactorWords.off);
  return (
    <form noValidate onSubmit={off.submit} className="space-y-3">
      <p>{twoFactorWords.turnOffHint}</p>
      <div>
        <CodeInput id={off.ids.code} error={off.error} errorId={off.ids.error} />
      </div>
      {off.alert && <Alert>{off.alert}</Alert>}
      <button type="submit" disabled={off.send.isPending} className={cx(ui.button, ui.secondary)}>
        {off.send.isPending ? twoFactorWords.turningOff : twoFactorWords.turnOff}
      </button>
    </form>
  );
}
