import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { donationLimits, wizardMessages as w } from '@foundation/contract/donation-messages';
import { paths } from '@foundation/contract/routes';
import { localizeMessage } from '../../../../lib/localize-message';
import { notify } from '../../../../lib/toast';
import { m } from '../../../../paraglide/messages.js';
import { useRedirectAfter } from '../../hooks/use-redirect-after';
import { useWizardTasks } from '../../hooks/use-wizard-tasks';
import { emptyBilling, readBillingInfo } from '../../lib/billing-info';
import { GENERAL_FUND } from '@foundation/contract/fund-messages';
import { fundTargetOf, type DonationQuery } from '../../lib/donation-query';
import { manualFormHref } from '../../lib/links';
import { cardOrder, customTaskName, lineItems, orderTotal, type AmountChoice } from '../../lib/wizard-order';
import { amountStepError } from '../../lib/wizard-validation';
import { primaryButton, secondaryButton } from '../buttons';
import { FundChoice } from '../fund-choice';
import { AmountStep } from './amount-step';
import { BillingStep } from './billing-step';
import { CardStep } from './card-step';
import { CardsUnavailable, useCardsUnavailable } from './cards-unavailable';
import { ResultStep, type CardResult } from './result-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './step-heading';
import { StepIndicator } from './step-indicator';
import { useBillingCheck } from './use-billing-check';

const initialChoice = (q: DonationQuery): AmountChoice => ({ selected: q.taskIds, custom: q.type === 'DONATION', customAmount: q.type === 'DONATION' ? q.amount : '' });

/** The five-step card wizard of spec points 2 and 4 (a book is ordered on the one-page book order instead). */
export function DonationWizard({ query }: { query: DonationQuery }) {
  const { tasks, loading, name } = useWizardTasks(query);
  const cardsOff = useCardsUnavailable();
  const [step, setStep] = useState(1);
  const [moved, setMoved] = useState(false);
  const [choice, setChoice] = useState(() => initialChoice(query));
  const [fund, setFund] = useState(query.fund || GENERAL_FUND);
  const [billing, setBilling] = useState(() => readBillingInfo() ?? emptyBilling());
  const { errors, check: checkBilling } = useBillingCheck(billing);
  const [stepError, setStepError] = useState<string | null>(null);
  const [policies, setPolicies] = useState(false);
  const [result, setResult] = useState<CardResult | null>(null);
  const body = useRef<HTMLFormElement>(null);
  const customName = customTaskName(query, name);
  const items = lineItems(tasks, choice, customName);
  const total = orderTotal(items);
  useRedirectAfter(result?.kind === 'success' ? paths.welfare : null, donationLimits.wizardRedirectMs);

  const goTo = (n: number) => {
    setMoved(true);
    setStepError(null);
    setStep(n);
  };

  function next() {
    if (step === 1) {
      const error = amountStepError(choice, query.type);
      setStepError(error);
      if (error) {
        notify.error(localizeMessage(error));
        return;
      }
    }
    if (step === 2 && !checkBilling(body.current)) return;
    goTo(step + 1);
  }

  function finish(outcome: { kind: 'success'; reference: string } | { kind: 'failure' | 'pending'; message: string }) {
    if (outcome.kind === 'success') {
      notify.success(localizeMessage(w.paymentSuccessful));
      setResult({ ...outcome, email: billing.email });
      setChoice(initialChoice(query));
      setPolicies(false);
    } else {
      if (outcome.kind === 'failure') notify.error(localizeMessage(outcome.message));
      setResult(outcome);
    }
    goTo(5);
  }

  const headings = [query.type === 'CAMPAIGN' ? m.wizard_heading_tasks() : m.wizard_heading_amount(), m.wizard_heading_billing(), m.wizard_heading_review(), m.wizard_heading_card()];
  const steps = [m.wizard_step_amount(), m.wizard_step_billing(), m.wizard_step_review(), m.wizard_step_card(), m.wizard_step_done()];
  const manualHref = manualFormHref(query, { title: query.title || name, amount: total, taskIds: choice.selected });
  // With cards off, going on to step 2 only leads to a dead end at step 4: step 1 offers the receipt form instead.
  const showNext = (step !== 1 || !cardsOff) && (step !== 3 || policies);

  return (
    <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <StepIndicator steps={steps} current={step} />
      {/* A form, so Enter moves on from steps 1 to 3; the card step has its own buttons. */}
      <form
        ref={body}
        noValidate
        aria-label={m.wizard_form_label()}
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 4 && showNext) next();
        }}
        className="mt-8 border-t border-brand-100 pt-8"
      >
        {step < 5 && <StepHeading key={step} focusOnMount={moved}>{headings[step - 1]}</StepHeading>}
        <div className={step < 5 ? 'mt-6' : ''}>
          {/* First thing on step 1: the donor learns it before choosing, not after typing an address. */}
          {step === 1 && cardsOff && (
            <div className="mb-6">
              <CardsUnavailable manualHref={manualHref} />
            </div>
          )}
          {step === 1 && <AmountStep type={query.type} tasks={tasks} loading={loading} choice={choice} onChange={setChoice} />}
          {step === 1 && query.type !== 'BOOK' && (
            <div className="mt-6">
              <FundChoice target={fundTargetOf(query, query.title)} value={fund} onChange={setFund} />
            </div>
          )}
          {step === 2 && <BillingStep billing={billing} errors={errors} onChange={setBilling} />}
          {step === 3 && <ReviewStep items={items} billing={billing} policies={policies} onPolicies={setPolicies} />}
          {step === 4 && <CardStep order={cardOrder(query, billing, items, customName, fund)} manualHref={manualHref} onBack={() => goTo(3)} onDone={finish} />}
          {step === 5 && result && <ResultStep result={result} destination={m.wizard_destination_welfare()} onRetry={() => goTo(4)} onRestart={() => goTo(1)} />}
        </div>
        {stepError && (
          <p role="alert" className="mt-5 rounded-lg bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
            {localizeMessage(stepError)}
          </p>
        )}
        {step < 4 && (
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            {step > 1 ? (
              <button type="button" onClick={() => goTo(step - 1)} className={secondaryButton}>
                {m.wizard_back()}
              </button>
            ) : (
              <span />
            )}
            {showNext && (
              <button type="submit" className={primaryButton}>
                {m.wizard_next()}
              </button>
            )}
          </div>
        )}
      </form>
      {step < 4 && !(step === 1 && cardsOff) && (
        <p className="mt-8 border-t border-brand-100 pt-5 text-sm text-muted">
          {m.wizard_manual_prompt()}{' '}
          <Link to={manualHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {m.wizard_manual_link()}
          </Link>
        </p>
      )}
    </div>
  );
}
