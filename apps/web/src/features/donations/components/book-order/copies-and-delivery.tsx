import { useId, type FormEvent, type Ref } from 'react';
import type { Book } from '@foundation/contract/books';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import type { BillingInfo } from '../../lib/billing-info';
import type { BillingErrors } from '../../lib/wizard-validation';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton } from '../buttons';
import { BillingStep } from '../wizard/billing-step';
import { ltr, moneyText } from '../wizard/text';
import { BookSummary } from './book-summary';
import { CopiesStepper } from './copies-stepper';

interface Props {
  book: Book;
  cover: string | null;
  copies: { text: string; value: number; error: string | null; ref: Ref<HTMLInputElement>; onChange: (text: string) => void };
  total: number;
  billing: BillingInfo;
  errors: BillingErrors;
  onBilling: (billing: BillingInfo) => void;
  onContinue: (form: HTMLFormElement) => void;
}

/** Step 1 of a book order: the book, how many copies, the total it makes, and where to send them. */
export function CopiesAndDelivery({ book, cover, copies, total, billing, errors, onBilling, onContinue }: Props) {
  const totalId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onContinue(e.currentTarget);
  };
  return (
    // A form, so Enter in any field moves on, as in the card wizard.
    <form noValidate aria-label={m.wizard_book_step_copies()} onSubmit={submit} className="space-y-8">
      <BookSummary book={book} cover={cover}>
        <CopiesStepper value={copies.text} onChange={copies.onChange} error={copies.error} inputRef={copies.ref} />
        <p className="flex flex-wrap items-baseline gap-x-2 rounded-xl bg-cream px-4 py-3">
          <span id={totalId} className="font-semibold text-ink">
            {m.wizard_book_total()}
          </span>
          {/* Read-only and announced as it changes: the price is the book's, never typed. */}
          <output aria-labelledby={totalId} className="text-xl font-bold text-brand-800">
            {moneyText(total)}
          </output>
          <span className="text-sm text-muted">{ltr(`${copies.value} × ${formatMoney(book.price, donationPageMoney)}`)}</span>
        </p>
      </BookSummary>
      <fieldset>
        <legend className="mb-4 font-display text-xl text-brand-800">{m.wizard_book_delivery()}</legend>
        <BillingStep billing={billing} errors={errors} onChange={onBilling} />
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton}>
          {m.wizard_book_continue()}
        </button>
      </div>
    </form>
  );
}
