import { useEffect, useRef, useState, type FormEvent } from 'react';
import { donationLimits, manualPaymentMessages as pm } from '@foundation/contract/donation-messages';
import type { Settings } from '@foundation/contract/settings';
import { useManualPayment } from '../../hooks/use-manual-payment';
import { useRedirectAfter } from '../../hooks/use-redirect-after';
import type { BillingInfo } from '../../lib/billing-info';
import { GENERAL_FUND } from '@foundation/contract/fund-messages';
import { GENERAL_DONATION, fundTargetOf, type DonationQuery } from '../../lib/donation-query';
import { lineItems, orderTotal, type WizardTask } from '../../lib/wizard-order';
import { backPathFor, rememberGift } from '../../lib/manual-confirmation';
import { manualPaymentFormData, type PaymentMethod } from '../../lib/manual-payload';
import { firstManualError, receiptProblem, type DonorValues, type ManualField } from '../../lib/manual-validation';
import { digitsWithLeadingPlus } from '../../../../lib/filter-input';
import { TextField } from '../../../../components/ui/field';
import { langOfContent } from '../../../../lib/locale';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton } from '../buttons';
import { FundChoice } from '../fund-choice';
import { AmountField } from './amount-field';
import { BankAccounts } from './bank-accounts';
import { CampaignTasks } from './campaign-tasks';
import { DonorFields } from './donor-fields';
import { MethodInstructions } from './method-instructions';
import { PaymentMethodTabs } from './payment-method-tabs';
import { ReceiptField } from './receipt-field';
import { SubmitStatus } from './submit-status';

interface Props {
  query: DonationQuery;
  /** What the gift is recorded under (English data). */
  category: string;
  /** The same in the page's language, as the donor reads it; the recorded name when not given. */
  categoryName?: string;
  /** A campaign's needs, to give to as the card wizard offers them. */
  tasks?: WizardTask[];
  prefillAmount: string;
  billing: BillingInfo | null;
  settings: Settings | undefined;
  /** A book order priced by the book stepper: its amount is fixed and its copies are sent. */
  order?: { amount: string; copies: number };
}

/** What the form says for a gift and for a book order (read while the page renders). */
const wordingOf = (isBook: boolean) =>
  isBook
    ? { form: m.manual_form_book_label(), amount: m.manual_form_book_amount(), receipt: m.manual_form_book_receipt(), submit: m.manual_form_book_submit() }
    : { form: m.manual_form_gift_label(), amount: m.manual_form_gift_amount(), receipt: m.manual_form_gift_receipt(), submit: m.manual_form_gift_submit() };

/** The phone's shape, shown as the field's example: the same in every language. */
const PHONE_EXAMPLE = '+923XXXXXXXXX';

/** The name and e-mail the donor last gave on this device, so a second gift is quicker. */
const donorFrom = (billing: BillingInfo | null): DonorValues => ({
  firstName: billing?.firstName ?? '',
  lastName: billing?.lastName ?? '',
  email: billing?.email ?? '',
});

export function ManualDonationForm({ query, category, categoryName, tasks = [], prefillAmount, billing, settings, order }: Props) {
  const isBook = query.type === 'BOOK';
  const wording = wordingOf(isBook);
  const [method, setMethod] = useState<PaymentMethod>('jazz_cash');
  const [typedAmount, setAmount] = useState(prefillAmount);
  // The needs a link from the card wizard already chose; ids the campaign does not have are dropped.
  const [ticked, setTicked] = useState(query.taskIds);
  const [phone, setPhone] = useState('');
  const [bankName, setBankName] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [donor, setDonor] = useState(() => donorFrom(billing));
  const [fund, setFund] = useState(query.fund || GENERAL_FUND);
  const [error, setError] = useState<{ field: ManualField | 'form'; message: string } | null>(null);
  const [redirect, setRedirect] = useState<string | null>(null);
  const { state, submit } = useManualPayment();
  const amountRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const receiptRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const amountTouched = useRef(false);
  useRedirectAfter(redirect, donationLimits.manualRedirectMs);

  // The book's price may arrive after the page: fill it in unless the reader already typed.
  useEffect(() => {
    if (!amountTouched.current) setAmount(prefillAmount);
  }, [prefillAmount]);

  const taskIds = ticked.filter((id) => tasks.some((t) => t.id === id));
  const tasksTotal = taskIds.length ? String(orderTotal(lineItems(tasks, { selected: taskIds, custom: false, customAmount: '' }, category))) : null;
  const amount = order?.amount ?? tasksTotal ?? typedAmount;
  // A gift that names no category is sent as the general one, and shown in the page's language.
  const shownCategory = categoryName ?? (category === GENERAL_DONATION ? m.manual_general_donation() : category);
  const busy = state.status === 'submitting' || redirect !== null;
  const fieldError = (field: ManualField) => (error?.field === field ? error.message : null);

  function changeAmount(value: string) {
    amountTouched.current = true;
    setAmount(value);
  }

  /** A file that cannot be a receipt is refused at once, with the reason. */
  function chooseReceipt(file: File | null) {
    const problem = file && receiptProblem(file);
    setReceipt(problem ? null : file);
    setError(problem ? { field: 'receipt', message: problem } : null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // A book order's buyer was named in the stepper (billing); everyone else names themselves here.
    const invalid = firstManualError({ amount, phone, receipt, donor: isBook ? null : donor });
    if (invalid) {
      setError(invalid);
      ({ amount: amountRef, phone: phoneRef, receipt: receiptRef, firstName: firstNameRef, email: emailRef })[invalid.field].current?.focus();
      return;
    }
    if (isBook && !billing) return setError({ field: 'form', message: pm.billingMissing });
    setError(null);
    const body = manualPaymentFormData({ amount, method, phone, receipt: receipt!, category, donor, copies: order?.copies, taskIds, fund: isBook ? undefined : fund }, query, billing);
    const accepted = await submit(body);
    if (!accepted) return; // everything typed stays for another try
    setAmount('');
    setTicked([]);
    setPhone('');
    setBankName('');
    setReceipt(null);
    setDonor(donorFrom(billing));
    const { reference, confirmation_key: key } = accepted;
    setRedirect(reference ? rememberGift({ reference, key, phone: digitsWithLeadingPlus(phone), moduleCode: query.type }) : backPathFor(query.type));
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={wording.form} className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <PaymentMethodTabs value={method} onChange={setMethod}>
        <MethodInstructions method={method} wallets={settings?.wallet_accounts ?? []} hotline={settings?.company_phone} isBook={isBook} />
        <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">
          {tasks.length > 0 && <CampaignTasks tasks={tasks} selected={taskIds} onChange={setTicked} disabled={busy} />}
          <AmountField label={wording.amount} value={amount} onChange={changeAmount} error={fieldError('amount')} inputRef={amountRef} copies={order?.copies} fromTasks={tasksTotal !== null} />
          <TextField label={m.manual_form_category()} readOnly lang={langOfContent(shownCategory)} value={shownCategory} />
          {/* A book is paid for, not given: it has no fund. */}
          {!isBook && <FundChoice target={fundTargetOf(query, category)} value={fund} onChange={setFund} disabled={busy} />}
          <TextField
            label={m.manual_form_phone()}
            error={fieldError('phone')}
            hint={m.manual_form_phone_hint()}
            className="sm:col-span-2"
            ref={phoneRef}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE}
            filter={digitsWithLeadingPlus}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          {method === 'bank_transfer' && (
            <>
              <TextField
                label={m.manual_form_bank_name()}
                className="sm:col-span-2"
                autoComplete="off"
                value={bankName}
                onChange={(e) => setBankName(e.target.value)}
                placeholder={m.manual_form_bank_name_placeholder()}
              />
              <div className="sm:col-span-2">
                <BankAccounts accounts={settings?.bank_accounts ?? []} />
              </div>
            </>
          )}
          <div className="sm:col-span-2">
            <ReceiptField label={wording.receipt} file={receipt} onChange={chooseReceipt} error={fieldError('receipt')} inputRef={receiptRef} disabled={busy} />
          </div>
          {!isBook && (
            <DonorFields
              value={donor}
              onChange={setDonor}
              errors={{ firstName: fieldError('firstName') ?? undefined, email: fieldError('email') ?? undefined }}
              firstNameRef={firstNameRef}
              emailRef={emailRef}
            />
          )}
        </div>
      </PaymentMethodTabs>

      <SubmitStatus state={state} formError={error?.field === 'form' ? error.message : null} />

      <button type="submit" disabled={busy} className={`${primaryButton} mt-6 w-full`}>
        {state.status === 'submitting' ? localizeMessage(pm.processing) : wording.submit}
      </button>
    </form>
  );
}
