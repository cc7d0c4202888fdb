import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBookOrderListResponseSchema, AdminBookOrderResponseSchema } from '@foundation/contract/admin/book-orders';
import { bookOrderMessages } from '@foundation/contract/admin/inbox';
import { fieldMessages } from '@foundation/contract/admin/kit';
import { staffMessages } from '@foundation/contract/staff';
import { auditLog, donations } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { mails } from './fixtures/donations.ts';
import { bookOrder, staffWithRole } from './fixtures/inbox.ts';

let t: TestContext;
let finance: Awaited<ReturnType<typeof staffWithRole>>;
let editor: Awaited<ReturnType<typeof staffWithRole>>;
let unpaid: Awaited<ReturnType<typeof bookOrder>>;
let receipt: Awaited<ReturnType<typeof bookOrder>>;
let card: Awaited<ReturnType<typeof bookOrder>>;

beforeAll(async () => {
  t = await createTestApp();
  finance = await staffWithRole(t, 'finance');
  editor = await staffWithRole(t, 'editor');
  unpaid = await bookOrder(t, { status: 'pending_review', bookTitle: 'Unpaid Verses' });
  receipt = await bookOrder(t, { status: 'verified', copies: 3, bookTitle: 'The Garden of Mercy' });
  card = await bookOrder(t, { status: 'succeeded', copies: 1, bookTitle: 'Lights of Guidance' });
  // A gift that is not a book is no order.
  await t.app.db.insert(donations).values({ reference: 'FD-GIFT-1', moduleCode: 'DONATION', paymentMethod: 'jazz_cash', status: 'verified', amountPaisa: 150_000, phone: '+923001234567' });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await finance.get(`/api/admin/book-orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminBookOrderListResponseSchema.parse(res.json());
};
const titles = async (query = '') => (await list(query)).data.map((r) => r.book_title);
const move = (id: number, body: object) => finance.patch(`/api/admin/book-orders/${id}`, body);
const lastAudit = async (id: number) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'book-orders'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)))[0];

describe('book orders', () => {
  it('lists book orders only, with buyer, book, copies, amount, payment and fulfilment; a paid one shows as paid', async () => {
    const { data, total } = await list();
    expect(total).toBe(3);
    expect(data.map((r) => [r.book_title, r.copies, r.amount, r.payment_method, r.payment_status, r.paid, r.fulfilment, r.buyer_name])).toEqual([
      ['Lights of Guidance', 1, 850, 'card', 'succeeded', true, 'paid', 'Zainab Ali'],
      ['The Garden of Mercy', 3, 2550, 'jazz_cash', 'verified', true, 'paid', 'Zainab Ali'],
      ['Unpaid Verses', 2, 1700, 'jazz_cash', 'pending_review', false, null, 'Zainab Ali'],
    ]);
    expect(await titles('?paid=false')).toEqual(['Unpaid Verses']);
    expect(await titles('?paid=true&sort=amount')).toEqual(['Lights of Guidance', 'The Garden of Mercy']);
    expect(await titles('?fulfilment=paid')).toEqual(['Lights of Guidance', 'The Garden of Mercy']);
    expect(await titles(`?q=${receipt.reference}`)).toEqual(['The Garden of Mercy']);
    const detail = AdminBookOrderResponseSchema.parse((await finance.get(`/api/admin/book-orders/${receipt.id}`)).json()).data;
    expect(detail).toMatchObject({ street_address: '7 Mall Road', city: 'Lahore', country: 'Pakistan', tracking_note: '', email: 'zainab@example.com' });
  });

  it('moves only a paid order', async () => {
    const res = await move(unpaid.id, { fulfilment: 'printing' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: bookOrderMessages.notPaid });
  });

  it('prints, then ships only with a tracking note, and e-mails the buyer once it ships', async () => {
    const printing = await move(receipt.id, { fulfilment: 'printing' });
    expect(printing.statusCode, printing.body).toBe(200);
    expect(printing.json().data.fulfilment).toBe('printing');
    expect(await lastAudit(receipt.id)).toMatchObject({ action: 'update', staffId: finance.id, before: { fulfilment: 'paid' }, after: { fulfilment: 'printing' } });
    expect(await titles('?fulfilment=printing')).toEqual(['The Garden of Mercy']);

    const noNote = await move(receipt.id, { fulfilment: 'shipped', tracking_note: '   ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ tracking_note: [bookOrderMessages.trackingRequired] });
    expect((await mails(t)).length).toBe(0);

    const shipped = await move(receipt.id, { fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({ fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' });
    expect(await lastAudit(receipt.id)).toMatchObject({
      before: { fulfilment: 'printing', tracking_note: '' },
      after: { fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' },
    });
    const sent = await mails(t);
    expect(sent.length).toBe(1);
    expect(sent[0]).toContain('To: zainab@example.com');
    expect(sent[0]).toContain(`Subject: Your book is on its way - ${receipt.reference}`);
    for (const words of ['"The Garden of Mercy", 3 copies', 'TCS 7731 0042 1189', `Your reference: ${receipt.reference}`, 'Dear Zainab Ali,']) {
      expect(sent[0]).toContain(words);
    }

    // Correcting the note or marking it delivered sends nothing more.
    expect((await move(receipt.id, { tracking_note: 'TCS 7731 0042 1190' })).json().data.tracking_note).toBe('TCS 7731 0042 1190');
    expect((await move(receipt.id, { fulfilment: 'delivered' })).json().data.fulfilment).toBe('delivered');
    expect((await mails(t)).length).toBe(1);
  });

  it('only moves forward, and delivers only what was shipped', async () => {
    const back = await move(receipt.id, { fulfilment: 'printing' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: bookOrderMessages.backwards('Delivered') });
    const skip = await move(card.id, { fulfilment: 'delivered', tracking_note: 'Handed over at the centre' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: bookOrderMessages.notShipped });
    // Printing may be skipped: a copy in stock ships at once.
    expect((await move(card.id, { fulfilment: 'shipped', tracking_note: 'Leopards 55120' })).json().data.fulfilment).toBe('shipped');
    expect((await mails(t)).length).toBe(2);
  });

  it('refuses a fulfilment or a tracking note it cannot keep', async () => {
    const res = await move(card.id, { fulfilment: 'lost', tracking_note: 'x'.repeat(501) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      fulfilment: [fieldMessages.choice('Fulfilment', ['paid', 'printing', 'shipped', 'delivered'])],
      tracking_note: [fieldMessages.tooLong('Tracking note', 500)],
    });
    const [gift] = await t.app.db.select({ id: donations.id }).from(donations).where(eq(donations.reference, 'FD-GIFT-1'));
    expect((await move(gift!.id, { fulfilment: 'printing' })).statusCode).toBe(404);
    expect((await finance.get(`/api/admin/book-orders/${gift!.id}`)).statusCode).toBe(404);
  });

  it('is for finance and admins: an editor gets 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/book-orders'],
      ['GET', `/api/admin/book-orders/${card.id}`],
      ['PATCH', `/api/admin/book-orders/${card.id}`],
    ] as const) {
      const res = await editor.call(method, url, method === 'PATCH' ? { fulfilment: 'delivered' } : undefined);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json()).toEqual({ message: staffMessages.forbidden });
    }
    expect((await finance.post('/api/admin/book-orders', {})).statusCode).toBe(405);
  });
});
