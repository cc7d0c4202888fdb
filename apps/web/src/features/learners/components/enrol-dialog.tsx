import { useEffect, useRef, type FormEvent } from 'react';
import { EnrolBodySchema } from '@foundation/contract/enrolments';
import type { LearnerProfile } from '@foundation/contract/learners';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { useEnrol } from '../api/enrol';
import { useProfile } from '../api/get-profile';
import { useForm } from '../hooks/use-form';
import { lastServerMessage, serverFieldErrors } from '../lib/form-errors';
import { TextField } from '../../../components/ui/field';
import { PhoneField } from './phone-field';
import { FormError, SubmitButton } from './form-parts';
import { Modal } from './modal';

type Props = { courseId: number; onClose: () => void };

/** The logged-in learner's enrolment confirmation: name, e-mail, phone and address, all required. */
export default function EnrolDialog({ courseId, onClose }: Props) {
  const profile = useProfile();
  return (
    <Modal title={m.learn_enrol_title()} description={m.learn_enrol_description()} onClose={onClose}>
      {profile.isPending && profile.fetchStatus !== 'idle' ? (
        <Spinner label={m.learn_loading_details()} />
      ) : (
        <EnrolForm courseId={courseId} profile={profile.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function EnrolForm({ courseId, profile, onDone }: { courseId: number; profile?: LearnerProfile; onDone: () => void }) {
  const form = useForm({
    name: profile ? [profile.first_name, profile.last_name].filter(Boolean).join(' ') : '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: '',
  });
  const enrol = useEnrol();
  const ref = useRef<HTMLFormElement>(null);

  // The form arrives after the profile: start on the first field still to fill (usually Address).
  useEffect(() => {
    const inputs = [...(ref.current?.querySelectorAll('input') ?? [])];
    (inputs.find((i) => !i.value) ?? inputs[0])?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form.values, course_id: courseId };
    if (!form.check(EnrolBodySchema, body)) return;
    enrol.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(localizeMessage(message));
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        // Field messages go under their fields; anything else is the dialog's one message.
        if (Object.keys(fields).some((f) => f in form.values)) form.setErrors(fields);
        else form.setServerError(lastServerMessage(error));
      },
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4">
      <TextField label={m.learn_field_name()} autoComplete="name" {...form.fields.name} />
      <TextField label={m.learn_field_email()} type="email" dir="ltr" autoComplete="email" {...form.fields.email} />
      <PhoneField label={m.learn_field_phone()} {...form.fields.phone} />
      <TextField label={m.learn_field_address()} autoComplete="street-address" {...form.fields.address} />
      <FormError message={form.serverError || form.errors.course_id || ''} />
      <SubmitButton busy={enrol.isPending} label={m.learn_confirm_enrolment()} />
    </form>
  );
}
