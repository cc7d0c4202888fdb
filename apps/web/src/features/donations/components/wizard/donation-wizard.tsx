import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { donationLimits, wizardMessages as m } from '@foundation/contract/donation-messages';
import { paths } from '@foundation/contract/routes';
import { href } from '../../../../lib/routes';
import { notify } from '../../../../lib/toast';
import { useRedirectAfter } from '../../hooks/use-redirect-after';
import { useWizardTasks } from '../../hooks/use-wizard-tasks';
import { emptyBilling, readBillingInfo, saveBillingInfo } from '../../lib/billing-info';
import { bookIdOf, type DonationQuery } from '../../lib/donation-query';
import { manualFormHref } from '../../lib/links';
import { cardOrder, customTaskName, lineItems, orderTotal, type AmountChoice } from '../../lib/wizard-order';
import { amountStepError, billingErrors, type BillingErrors } from '../../lib/wizard-validation';
import { primaryButton, secondaryButton } from '../field';
import { AmountStep } from './amount-step';
import { BillingStep } from './billing-step';
import { CardStep } from './card-step';
import { ResultStep, type CardResult } from './result-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './step-heading';
import { StepIndicator } from './step-indicator';

const initialChoice = (q: DonationQuery): AmountChoice => ({ selected: q.taskIds, custom: q.type === 'DONATION', customAmount: q.type === 'DONATION' ? q.amount : '' });

/** The five-step card wizard of spec points 2 and 4; a BOOK leaves after step 3 for the receipt form. */
export function DonationWizard({ query }: { query: DonationQuery }) {
  const navigate = useNavigate();
  const isBook = query.type === 'BOOK';
  const { tasks, loading, name, image } = useWizardTasks(query);
  const [step, setStep] = useState(1);
  const [moved, setMoved] = useState(false);
  const [choice, setChoice] = useState(() => initialChoice(query));
  const [billing, setBilling] = useState(() => readBillingInfo() ?? emptyBilling());
  const [errors, setErrors] = useState<BillingErrors>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [policies, setPolicies] = useState(false);
  const [result, setResult] = useState<CardResult | null>(null);
  const body = useRef<HTMLFormElement>(null);
  const customName = customTaskName(query, name);
  const items = lineItems(tasks, choice, customName);
  const total = orderTotal(items);
  const destination = isBook ? paths.publishing : paths.welfare;
  useRedirectAfter(result?.kind === 'success' ? destination : null, donationLimits.wizardRedirectMs);

  // The book is what is being ordered: ticked as soon as it is known.
  const bookTaskId = isBook ? tasks[0]?.id : undefined;
  useEffect(() => {
    if (bookTaskId !== undefined) setChoice((c) => (c.selected.length ? c : { ...c, selected: [bookTaskId] }));
  }, [bookTaskId]);

  const goTo = (n: number) => {
    setMoved(true);
    setStepError(null);
    setStep(n);
  };
  const fail = (message: string) => {
    notify.error(message);
    return message;
  };

  function next() {
    if (step === 1) {
      const error = amountStepError(choice, query.type);
      setStepError(error && fail(error));
      if (error) return;
    }
    if (step === 2) {
      const found = billingErrors(billing);
      setErrors(found);
      const first = Object.values(found)[0];
      if (first) {
        fail(first);
        requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      saveBillingInfo(billing);
    }
    if (step === 3 && isBook) {
      const bookId = bookIdOf(query);
      return navigate(href('donation', {}, { type: 'BOOK', id: bookId, book_id: bookId, title: name || query.title, image: query.image ?? image, amount: total }));
    }
    goTo(step + 1);
  }

  function finish(outcome: { kind: 'success'; reference: string } | { kind: 'failure' | 'pending'; message: string }) {
    if (outcome.kind === 'success') {
      notify.success(m.paymentSuccessful);
      setResult({ ...outcome, email: billing.email });
      setChoice(initialChoice(query));
      setPolicies(false);
    } else {
      if (outcome.kind === 'failure') notify.error(outcome.message);
      setResult(outcome);
    }
    goTo(5);
  }

  const headings = [
    isBook ? 'Your book' : query.type === 'CAMPAIGN' ? 'Choose what to fund' : 'How much would you like to give?',
    isBook ? 'Delivery Address' : 'Billing Address',
    isBook ? 'Review and Book Order' : 'Review your gift',
    'Pay by card',
  ];
  const manualHref = manualFormHref(query, { title: query.title || name, amount: total, taskIds: choice.selected });

  return (
    <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <StepIndicator steps={isBook ? ['Book', 'Address', 'Review'] : ['Amount', 'Billing', 'Review', 'Card', 'Done']} current={step} />
      {/* A form, so Enter moves on from steps 1 to 3; the card step has its own buttons. */}
      <form
        ref={body}
        noValidate
        aria-label="Donation"
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 4) next();
        }}
        className="mt-8 border-t border-brand-100 pt-8"
      >
        {step < 5 && <StepHeading key={step} focusOnMount={moved}>{headings[step - 1]}</StepHeading>}
        <div className={step < 5 ? 'mt-6' : ''}>
          {step === 1 && <AmountStep type={query.type} tasks={tasks} loading={loading} choice={choice} onChange={setChoice} />}
          {step === 2 && <BillingStep billing={billing} errors={errors} onChange={setBilling} />}
          {step === 3 && <ReviewStep items={items} billing={billing} policies={policies} onPolicies={setPolicies} />}
          {step === 4 && <CardStep order={cardOrder(query, billing, items, customName)} manualHref={manualHref} onBack={() => goTo(3)} onDone={finish} />}
          {step === 5 && result && <ResultStep result={result} destination={isBook ? 'Publishing' : 'Welfare'} onRetry={() => goTo(4)} onRestart={() => goTo(1)} />}
        </div>
        {stepError && (
          <p role="alert" className="mt-5 rounded-lg bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
            {stepError}
          </p>
        )}
        {step < 4 && (
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            {step > 1 ? (
              <button type="button" onClick={() => goTo(step - 1)} className={secondaryButton}>
                Back
              </button>
            ) : (
              <span />
            )}
            {(step !== 3 || policies) && (
              <button type="submit" className={primaryButton}>
                {step === 1 && isBook ? 'Next Billing Address' : 'Next'}
              </button>
            )}
          </div>
        )}
      </form>
      {!isBook && step < 4 && (
        <p className="mt-8 border-t border-brand-100 pt-5 text-sm text-muted">
          Rather pay by JazzCash, Easypaisa or a bank transfer?{' '}
          <Link to={manualHref} className="font-semibold text-brand-700 underline underline-offset-4">
            Upload a receipt instead
          </Link>
        </p>
      )}
    </div>
  );
}
