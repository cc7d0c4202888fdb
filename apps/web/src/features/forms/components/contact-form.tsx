import type { ContactInput } from '@foundation/contract/forms';
import { formMessages } from '@foundation/contract/form-messages';
import { saveContact } from '../api/save-contact';
import { saveJoinUs } from '../api/save-join-us';
import { useServerForm } from '../hooks/use-server-form';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';
import { m } from '../../../paraglide/messages.js';
import { phoneChars } from '../lib/input-filters';
import { SubmitButton } from './submit-button';

/** Contact and Join Us send the same five fields (spec point 3); they differ in these (words as messages, read while rendering). */
const kinds = {
  contact: {
    save: saveContact,
    saved: formMessages.contactSaved,
    phone: phoneChars,
    phoneHint: undefined,
    subject: m.site_contact_subject_placeholder,
    message: m.site_contact_message_placeholder,
    action: m.site_contact_send,
  },
  joinUs: {
    save: saveJoinUs,
    saved: formMessages.joinUsSaved,
    phone: digitsWithLeadingPlus,
    phoneHint: m.site_join_phone_hint,
    subject: m.site_join_subject_placeholder,
    message: m.site_join_message_placeholder,
    action: m.site_join_send,
  },
} as const;

/** The contact page's form and the scouts' Join Us form: the server judges, we show its words. */
export function ContactForm({ kind, label }: { kind: keyof typeof kinds; label: string }) {
  const k = kinds[kind];
  const { formRef, busy, errors, onSubmit, clearError } = useServerForm<ContactInput>({ save: k.save, savedMessage: k.saved });
  const field = (name: keyof ContactInput) => ({ name, error: errors[name], required: true, onChange: () => clearError(name) });
  const fields = { name: field('name'), email: field('email'), phone: field('phone'), subject: field('subject'), message: field('message') };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label} aria-busy={busy} className="grid gap-5 sm:grid-cols-2">
      <TextField label={m.site_form_name()} autoComplete="name" {...fields.name} />
      <TextField label={m.site_form_email()} type="email" dir="ltr" autoComplete="email" {...fields.email} />
      <TextField label={m.site_form_phone()} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" filter={k.phone} hint={k.phoneHint?.()} {...fields.phone} />
      <TextField label={m.site_form_subject()} placeholder={k.subject()} {...fields.subject} />
      <TextAreaField label={m.site_form_message()} rows={5} placeholder={k.message()} className="sm:col-span-2" {...fields.message} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy}>{k.action()}</SubmitButton>
      </div>
    </form>
  );
}
