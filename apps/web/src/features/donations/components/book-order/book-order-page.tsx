import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { PageHero } from '../../../../components/ui/page-hero';
import { Spinner } from '../../../../components/ui/spinner';
import { storageKeys, store } from '../../../../lib/storage-keys';
import { useSettings } from '../../../../lib/settings';
import { useMissingPage, usePageMeta } from '../../../../lib/use-page-meta';
import { m } from '../../../../paraglide/messages.js';
import { useBook } from '../../api/get-book';
import { bookIdOf, safeImagePath, type DonationQuery } from '../../lib/donation-query';
import { ManualDonationForm } from '../manual/manual-donation-form';
import { StepHeading } from '../wizard/step-heading';
import { StepIndicator } from '../wizard/step-indicator';
import { CopiesAndDelivery } from './copies-and-delivery';
import { bookTotal } from './order';
import { PaymentSummary } from './payment-summary';
import { useBookOrder } from './use-book-order';

const card = 'rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8';

/**
 * /donation?type=BOOK&id=: a hard copy ordered in one flow. Step 1 chooses copies and the delivery
 * address, step 2 pays by wallet or bank transfer; the price is the book's, never typed.
 */
export function BookOrderPage({ query }: { query: DonationQuery }) {
  const bookId = bookIdOf(query);
  const book = useBook(bookId);
  const { data: settings } = useSettings();
  const order = useBookOrder();
  const steps = [m.wizard_book_step_copies(), m.wizard_book_step_payment()];
  usePageMeta(book.data ? m.wizard_book_meta_title({ title: book.data.title }) : m.wizard_book_title(), m.wizard_book_copy(), { image: book.data?.thumbnail });
  // No such book: the page says so, and the server sends it with a 404.
  useMissingPage(bookId === null || book.data === null);

  let body;
  if (bookId === null || book.data === null || book.isError) body = <BookMissing />;
  else if (!book.data) body = <Spinner label={m.wizard_book_loading()} />;
  else {
    const b = book.data;
    const total = bookTotal(b.price, order.copies.value);
    const amount = String(total);
    const cover = safeImagePath(store.get(storageKeys.bookImage(b.id))) ?? query.image ?? safeImagePath(b.thumbnail);
    body = (
      <>
        <div className={card}>
          <StepIndicator label={m.wizard_book_steps_label()} steps={steps} current={order.step} />
          <div className="mt-8 border-t border-brand-100 pt-8">
            <StepHeading key={order.step} focusOnMount={order.moved}>
              {steps[order.step - 1]}
            </StepHeading>
            <div className="mt-6" hidden={order.step !== 1}>
              <CopiesAndDelivery book={b} cover={cover} copies={order.copies} total={total} billing={order.billing} errors={order.errors} onBilling={order.setBilling} onContinue={order.toPayment} />
            </div>
            {order.step === 2 && <PaymentSummary title={b.title} copies={order.copies.value} total={total} billing={order.billing} onBack={order.back} />}
          </div>
        </div>
        {order.paymentOpened && (
          <div className="mt-6" hidden={order.step !== 2}>
            <ManualDonationForm query={query} category={b.title} prefillAmount={amount} billing={order.billing} settings={settings} order={{ amount, copies: order.copies.value }} />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHero eyebrow={m.wizard_book_eyebrow()} title={m.wizard_book_title()}>
        {m.wizard_book_copy()}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">{body}</div>
      </section>
    </>
  );
}

function BookMissing() {
  return (
    <div role="alert" className="rounded-2xl border border-gold-400 bg-white p-5">
      <p className="font-semibold text-ink">{m.wizard_book_missing()}</p>
      <Link to={paths.publishing} className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {m.wizard_book_back_library()}
      </Link>
    </div>
  );
}
