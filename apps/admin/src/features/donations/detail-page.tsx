import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isConfirmedStatus } from '@foundation/contract/donation-codes';
import { paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import { Alert, cx, ui } from '../../components';
import { formatMoney } from '@foundation/contract/money';
import { usePageTitle } from '../../lib/page-title';
import { DetailList } from './detail-list';
import { DuplicateWarning } from './duplicate-warning';
import { detailKey, listKey, useDonation } from './queries';
import { Receipt } from './receipt';
import { ReceiptPdfDownload } from './receipt-pdf-download';
import { ReviewDialog, type Decision, type ReviewResponse } from './review-dialog';
import { StatusBadge } from './status-badge';

/** A fresh page per donation, so one donation's message never shows on the next. */
export function DonationRoute() {
  const id = Number(useParams().id);
  return <DonationPage key={id} id={id} />;
}

type Notice = { kind: 'done' | 'conflict'; text: string };

function DonationPage({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const donation = useDonation(id);
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const d = donation.data;
  usePageTitle(d ? `Donation ${d.reference}` : 'Donation');

  // Arriving from the list, or after a review removed the buttons, a keyboard starts at the heading.
  useEffect(() => heading.current?.focus(), [d?.id, notice]);

  const done = ({ message, data }: ReviewResponse) => {
    setDecision(null);
    queryClient.setQueryData(detailKey(id), data);
    void queryClient.invalidateQueries({ queryKey: listKey });
    setNotice({ kind: 'done', text: message });
  };
  const conflict = (message: string) => {
    setDecision(null);
    void queryClient.invalidateQueries({ queryKey: detailKey(id) });
    void queryClient.invalidateQueries({ queryKey: listKey });
    setNotice({ kind: 'conflict', text: message });
  };

  return (
    <div className="space-y-4">
      <Link to={{ pathname: '/', search: back }} className={cx(ui.link, 'text-sm')}>
        <span aria-hidden="true">← </span>
        Back to donations
      </Link>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {d ? `Donation ${d.reference}` : 'Donation'}
      </h1>
      {/* Always in the page, so screen readers hear the message when it is filled in. */}
      <p role="status" className={cx(notice?.kind === 'done' && 'rounded-md border border-brand-700 bg-brand-50 px-4 py-3 font-semibold text-brand-900')}>
        {notice?.kind === 'done' ? notice.text : ''}
      </p>
      {notice?.kind === 'conflict' && <Alert>{notice.text}</Alert>}
      {donation.isPending && <p className="text-muted">Loading donation...</p>}
      {donation.isError && <Alert>{donation.error.message}</Alert>}
      {d && (
        <>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <strong className="text-lg tabular-nums">{formatMoney(d.amount, { currency: d.currency })}</strong>
            {d.amount_received !== null && <span className="tabular-nums">{formatMoney(d.amount_received, { currency: d.currency })} received</span>}
            <span>{paymentMethodLabels[d.payment_method]}</span>
            <StatusBadge status={d.status} />
          </p>
          <DuplicateWarning d={d} />
          {/* The receipt and the decision come first: that is the work; the details back it up. */}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <section aria-labelledby="receipt-heading" className="space-y-4">
              <h2 id="receipt-heading" className="text-lg font-bold">Receipt</h2>
              <Receipt d={d} />
              {isConfirmedStatus(d.status) && (
                <div className="border-t border-slate-300 pt-4">
                  <ReceiptPdfDownload d={d} />
                </div>
              )}
              {d.status === 'pending_review' && (
                <div className="flex flex-wrap gap-2 border-t border-slate-300 pt-4">
                  <button type="button" className={cx(ui.button, ui.primary)} onClick={() => setDecision('verified')}>
                    Verify
                  </button>
                  <button type="button" className={cx(ui.button, ui.danger)} onClick={() => setDecision('rejected')}>
                    Reject
                  </button>
                </div>
              )}
            </section>
            <section aria-labelledby="details-heading" className="space-y-2">
              <h2 id="details-heading" className="text-lg font-bold">Details</h2>
              <DetailList d={d} />
            </section>
          </div>
        </>
      )}
      {d && decision && <ReviewDialog decision={decision} d={d} onCancel={() => setDecision(null)} onDone={done} onConflict={conflict} />}
    </div>
  );
}
