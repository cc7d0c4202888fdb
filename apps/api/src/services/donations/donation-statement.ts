import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import { statementMessages as m, type Confidence, type MatchKind, type StatementMatchResponse, type StatementProposal } from '@foundation/contract/donation-statement';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/index.ts';
import { readStatement, type StatementLine, type UnreadLine } from './donation-statement-lines.ts';

interface Pending {
  id: number;
  reference: string;
  amountPaisa: number;
  phone: string;
  phoneDigits: string;
  transactionId: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/** The digits of a stored phone, 03… read as 923…, as mobileDigits reads a statement's. */
const storedPhoneDigits = sql<string>`regexp_replace(regexp_replace(${donations.phone}, '[^0-9]', '', 'g'), '^(00)?(92)?0?3', '923')`;

/** Receipts waiting for review that a line could be about: by transaction id, reference or phone. */
async function pendingFor(db: Db, lines: StatementLine[]): Promise<Pending[]> {
  const ids = [...new Set(lines.map((l) => l.identifier))];
  const references = [...new Set(lines.flatMap((l) => (l.reference ? [l.reference] : [])))];
  const phones = [...new Set(lines.flatMap((l) => (l.phoneDigits ? [l.phoneDigits] : [])))];
  const which = [inArray(donations.transactionId, ids)];
  if (references.length) which.push(inArray(donations.reference, references));
  if (phones.length) which.push(inArray(storedPhoneDigits, phones));
  return db
    .select({
      id: donations.id,
      reference: donations.reference,
      amountPaisa: donations.amountPaisa,
      phone: donations.phone,
      phoneDigits: storedPhoneDigits,
      transactionId: donations.transactionId,
      firstName: donations.firstName,
      lastName: donations.lastName,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(and(eq(donations.status, 'pending_review'), ne(donations.paymentMethod, 'card'), or(...which)))
    // Oldest first: when one phone has several gifts waiting, the earliest is the likeliest paid.
    .orderBy(asc(donations.createdAt), asc(donations.id));
}

/** Transaction ids of the paste already recorded on a gift that is not waiting: paid for once already. */
async function usedTransactionIds(db: Db, lines: StatementLine[]) {
  // Some wallets' ids look like phone numbers (11 digits from 03): those are checked too.
  const ids = [...new Set(lines.filter((l) => !l.reference).map((l) => l.identifier))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ transactionId: donations.transactionId, reference: donations.reference })
    .from(donations)
    .where(and(inArray(donations.transactionId, ids), ne(donations.status, 'pending_review')));
  return new Map(rows.map((r) => [r.transactionId!, r.reference]));
}

type Verdict = { gift: Pending; matchedBy: MatchKind; confidence: Confidence } | { reason: string };

/**
 * Proposes, for each line of a pasted statement, the receipt waiting for review it pays for:
 * by transaction id (or a gift's reference quoted in the transfer), else by the payer's phone and
 * the exact amount, else by the phone alone, as a partial payment of the amount found. A gift is
 * proposed for one line only; nothing is changed here.
 */
export async function matchStatement(db: Db, text: string): Promise<StatementMatchResponse['data']> {
  const { lines, unread } = readStatement(text);
  const [pending, used] = lines.length ? await Promise.all([pendingFor(db, lines), usedTransactionIds(db, lines)]) : [[], new Map<string, string>()];
  const takenBy = new Map<number, number>();
  const proposals: StatementProposal[] = [];
  const unmatched: UnreadLine[] = [...unread];
  const free = (g: Pending) => !takenBy.has(g.id);

  function judge(l: StatementLine): Verdict {
    const byId = pending.find((g) => (l.reference ? g.reference === l.reference : g.transactionId === l.identifier));
    if (byId) {
      if (!free(byId)) return { reason: m.sameAsLine(takenBy.get(byId.id)!) };
      if (l.amountPaisa > byId.amountPaisa) return { reason: m.aboveThePledge(rupees(l.amountPaisa), byId.reference, rupees(byId.amountPaisa)) };
      return { gift: byId, matchedBy: l.reference ? 'reference' : 'transaction_id', confidence: 'high' };
    }
    const usedBy = used.get(l.identifier);
    if (usedBy) return { reason: m.transactionUsed(usedBy) };
    if (!l.phoneDigits) return { reason: m.noMatch };
    const fromPhone = pending.filter((g) => g.phoneDigits === l.phoneDigits);
    if (fromPhone.length === 0) return { reason: m.noPendingForPhone };
    const open = fromPhone.filter(free);
    const exact = open.filter((g) => g.amountPaisa === l.amountPaisa);
    // Two gifts of the same amount from one phone: the oldest is proposed, and finance is told to look.
    if (exact.length) return { gift: exact[0]!, matchedBy: 'phone_amount', confidence: exact.length === 1 ? 'high' : 'medium' };
    const larger = open.filter((g) => g.amountPaisa > l.amountPaisa);
    if (larger.length) return { gift: larger[0]!, matchedBy: 'phone', confidence: 'low' };
    if (open.length === 0) return { reason: m.sameAsLine(takenBy.get(fromPhone[0]!.id)!) };
    return { reason: m.aboveEveryPledge(rupees(l.amountPaisa)) };
  }

  for (const l of lines) {
    const verdict = judge(l);
    if ('reason' in verdict) {
      unmatched.push({ line: l.line, text: l.text, reason: verdict.reason });
      continue;
    }
    const { gift, matchedBy, confidence } = verdict;
    takenBy.set(gift.id, l.line);
    proposals.push({
      line: l.line,
      text: l.text,
      donation_id: gift.id,
      reference: gift.reference,
      donor_name: [gift.firstName, gift.lastName].filter(Boolean).join(' ') || null,
      phone: gift.phone,
      created_at: gift.createdAt.toISOString(),
      pledged: rupees(gift.amountPaisa),
      amount: rupees(l.amountPaisa),
      partial: l.amountPaisa < gift.amountPaisa,
      // A statement's own id is kept on the gift; a phone or our reference is not one.
      transaction_id: matchedBy === 'transaction_id' ? l.identifier : null,
      matched_by: matchedBy,
      confidence,
    });
  }
  unmatched.sort((a, b) => a.line - b.line);
  return { proposals, unmatched };
}
