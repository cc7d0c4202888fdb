import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BulkVerifyResponse, StatementMatchResponse, StatementProposal } from '@foundation/contract/donation-statement';
import { STATEMENT_MAX_CHARS, statementMessages } from '@foundation/contract/donation-statement-messages';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { listKey } from './queries';
import { ProposalTable } from './proposal-table';

type Matches = StatementMatchResponse['data'];

/** Sure matches start ticked; a different amount (a partial payment) waits for finance to tick it. */
const tickedAtFirst = (proposals: StatementProposal[]) => new Set(proposals.filter((p) => p.confidence !== 'low').map((p) => p.donation_id));

/**
 * Match a statement: finance pastes wallet or bank statement lines, reads the receipts they pay
 * for, and verifies the ticked ones in one step (all or nothing). Nothing changes until then.
 */
export function StatementPage() {
  usePageTitle('Match a statement');
  const { request } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [matches, setMatches] = useState<Matches | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<'matching' | 'verifying' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [done, setDone] = useState<BulkVerifyResponse | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  // The results replace nothing above: a keyboard user is taken to them once they are on the page
  // (an animation frame after the answer can come before React has drawn them).
  useEffect(() => {
    if (matches || done) results.current?.focus();
  }, [matches, done]);

  const failed = (e: unknown) => {
    if (e instanceof NetworkError) return setError(e.message);
    if (!(e instanceof ApiError)) throw e;
    setError(e.message);
  };

  async function match(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setError(null);
    setRowErrors({});
    if (!text.trim()) {
      setTextError(statementMessages.empty);
      return textarea.current?.focus();
    }
    setTextError(null);
    setBusy('matching');
    try {
      const { data } = await request<StatementMatchResponse>('donations/statement-matches', { body: { text } });
      setMatches(data);
      setTicked(tickedAtFirst(data.proposals));
      setDone(null);
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.text?.[0]) {
        setTextError(e.fieldErrors.text[0]);
        textarea.current?.focus();
      } else failed(e);
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    if (!matches) return;
    const chosen = matches.proposals.filter((p) => ticked.has(p.donation_id));
    if (chosen.length === 0) return setError(statementMessages.noneChosen);
    setError(null);
    setRowErrors({});
    setBusy('verifying');
    try {
      const body = { matches: chosen.map((p) => ({ donation_id: p.donation_id, amount: p.amount, transaction_id: p.transaction_id })) };
      const answer = await request<BulkVerifyResponse>('donations/bulk-verify', { body });
      setDone(answer);
      setMatches(null);
      setText('');
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (e) {
      // 422 names `matches.<i>.amount`: shown on the row it is about.
      if (e instanceof ApiError && e.status === 422) {
        const byRow: Record<number, string> = {};
        for (const [key, messages] of Object.entries(e.fieldErrors)) {
          const i = /^matches\.(\d+)\./.exec(key)?.[1];
          if (i !== undefined && chosen[Number(i)]) byRow[chosen[Number(i)]!.donation_id] = messages[0]!;
        }
        setRowErrors(byRow);
      }
      failed(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <Link to="/" className={cx(ui.link, 'text-sm')}>
        <span aria-hidden="true">← </span>
        Back to donations
      </Link>
      <h1 className="text-2xl font-bold">Match a statement</h1>
      <form noValidate onSubmit={(e) => void match(e)} className="space-y-3">
        <div>
          <label htmlFor="statement-text" className={ui.label}>
            Statement lines
          </label>
          <p id="statement-hint" className="text-sm text-muted">
            One payment a line: the transaction id or the payer&apos;s phone, then the amount, e.g. <code>03001234567, Rs 1,500</code>. Commas, tabs, Rs and PKR are fine.
          </p>
          <textarea
            ref={textarea}
            id="statement-text"
            rows={8}
            maxLength={STATEMENT_MAX_CHARS}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'statement-hint statement-error' : 'statement-hint'}
            className={cx(ui.input, 'mt-1 font-mono')}
          />
          {textError && (
            <p id="statement-error" className={ui.fieldError}>
              {textError}
            </p>
          )}
        </div>
        <button type="submit" className={cx(ui.button, ui.primary)} disabled={busy !== null}>
          {busy === 'matching' ? 'Finding matches...' : 'Find matches'}
        </button>
      </form>

      {error && <Alert>{error}</Alert>}
      <p role="status" className={cx(done && 'rounded-md border border-brand-700 bg-brand-50 px-4 py-3 font-semibold text-brand-900')}>
        {done?.message ?? (busy === 'verifying' ? 'Verifying...' : '')}
      </p>
      {done && (
        <section aria-labelledby="results-heading" className="space-y-2">
          <h2 id="results-heading" ref={results} tabIndex={-1} className="text-lg font-bold">
            Verified
          </h2>
          <ul className="list-inside list-disc text-sm">
            {done.data.map((d) => (
              <li key={d.id}>
                <Link to={`/donations/${d.id}`} className={`${ui.link} font-mono`}>
                  {d.reference}
                </Link>
                {d.partial && ' (partly received)'}
              </li>
            ))}
          </ul>
        </section>
      )}
      {matches && (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2 id="results-heading" ref={results} tabIndex={-1} className="text-lg font-bold">
            {matches.proposals.length} {matches.proposals.length === 1 ? 'match' : 'matches'} found
          </h2>
          {matches.proposals.length > 0 && (
            <>
              <ProposalTable proposals={matches.proposals} ticked={ticked} onTick={setTicked} errors={rowErrors} />
              <button type="button" className={cx(ui.button, ui.primary)} onClick={() => void verify()} disabled={busy !== null || ticked.size === 0}>
                {busy === 'verifying' ? 'Verifying...' : `Verify selected (${ticked.size})`}
              </button>
            </>
          )}
          {matches.unmatched.length > 0 && (
            <div className="space-y-2">
              <h3 className="font-bold">Lines without a match</h3>
              <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white text-sm">
                {matches.unmatched.map((u) => (
                  <li key={u.line} className="grid gap-1 px-4 py-2 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,2fr)] sm:gap-4">
                    <span className="text-muted">Line {u.line}</span>
                    <code className="break-all">{u.text}</code>
                    <span>{u.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
