import type { ContactInput } from '@foundation/contract/forms';
import { formMessages } from '@foundation/contract/form-messages';
import { saveContact } from '../api/save-contact';
import { saveJoinUs } from '../api/save-join-us';
import { useServerForm } from '../hooks/use-server-form';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';
import { phoneChars } from '../lib/input-filters';
import { SubmitButton } from './submit-button';

/** Contact and Join Us send the same five fields (spec point 3); they differ in these. */
const kinds = {
  contact: {
    save: saveContact,
    saved: formMessages.contactSaved,
    phone: phoneChars,
    phoneHint: undefined,
    subject: 'What is it about?',
    message: 'How can we help?',
    action: 'Send message',
  },
  joinUs: {
    save: saveJoinUs,
    saved: formMessages.joinUsSaved,
    phone: digitsWithLeadingPlus,
    phoneHint: 'Digits only, with an optional leading +',
    subject: 'e.g. Joining the Lahore troop',
    message: 'Tell us a little about yourself and your city',
    action: 'Join Us',
  },
} as const;

/** The contact page's form and the scouts' Join Us form: the server judges, we show its words. */
export function ContactForm({ kind, label }: { kind: keyof typeof kinds; label: string }) {
  const k = kinds[kind];
  const { formRef, busy, errors, onSubmit, clearError } = useServerForm<ContactInput>({ save: k.save, savedMessage: k.saved });
  const field = (name: keyof ContactInput) => ({ name, error: errors[name], required: true, onChange: () => clearError(name) });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} aria-busy={busy} className="grid gap-5 sm:grid-cols-2">
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" filter={k.phone} hint={k.phoneHint} {...field('phone')} />
      <TextField label="Subject" placeholder={k.subject} {...field('subject')} />
      <TextAreaField label="Message" rows={5} placeholder={k.message} className="sm:col-span-2" {...field('message')} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy}>{k.action}</SubmitButton>
      </div>
    </form>
  );
}
