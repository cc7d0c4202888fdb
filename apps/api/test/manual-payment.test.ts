import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, donationMessages as m } from '@foundation/contract/donations';
import { allDonations, createBook, createCampaign, filesUnder, itemsOf, mails, multipart, receipts, walletGift, type FilePart } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let caller = 0;
/** Each call from its own address, so the per-address payment limit never gets in the way. */
function submit(fields: [string, string][] | Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.1.0.${++caller}`, ...body });
}

const base = walletGift;
const receipt = (content: Buffer, filename = 'receipt.jpg', type = 'image/jpeg') => ({ name: 'receipt_file', filename, type, content });
const privateFiles = () => filesUnder(join(t.dataDir, 'private'));

describe('manual payment: receipts', () => {
  it.each(Object.entries({ jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', webp: 'image/webp', pdf: 'application/pdf' }))(
    'accepts a %s receipt, keeps it privately under a random name and records the gift for review',
    async (ext, mime) => {
      const bytes = receipts[ext as keyof typeof receipts];
      const res = await submit(base, receipt(bytes, `My Receipt.${ext}`, mime));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.reference).toMatch(REFERENCE_PATTERN);
      expect(body.message).toContain(body.reference);

      const donation = (await allDonations(t.app.db)).find((d) => d.reference === body.reference)!;
      expect(donation).toMatchObject({
        status: 'pending_review',
        paymentMethod: 'jazz_cash',
        moduleCode: 'DONATION',
        amountPaisa: 150_000,
        phone: '+923001234567',
        category: 'Handpump',
        receiptType: mime,
      });
      expect(donation.receiptKey).toMatch(new RegExp(`^receipts/\\d{4}-\\d{2}/[0-9a-f-]{36}\\.${ext}$`));
      expect(readFileSync(join(t.dataDir, 'private', donation.receiptKey!))).toEqual(bytes);
      // Receipts are not public files.
      expect(filesUnder(join(t.dataDir, 'uploads')).filter((f) => f.includes('receipt'))).toEqual([]);
      expect((await t.app.inject(`/uploads/${donation.receiptKey}`)).statusCode).toBe(404);
      expect(await itemsOf(t.app.db, donation.id)).toMatchObject([{ taskId: null, title: 'Handpump', amountPaisa: 150_000 }]);
    },
  );

  it('refuses an executable named receipt.jpg, whatever the browser claims, and keeps nothing', async () => {
    const before = privateFiles().length;
    const count = (await allDonations(t.app.db)).length;
    const res = await submit(base, receipt(receipts.exe, 'receipt.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: m.receiptType, errors: { receipt_file: [m.receiptType] } });
    expect(privateFiles().length).toBe(before);
    expect((await allDonations(t.app.db)).length).toBe(count);
  });

  it('drops an invisible null character from a field and records the gift', async () => {
    const res = await submit({ ...base, 'donatation_submit[category]': 'Hand\u0000pump' }, receipt(receipts.jpg));
    expect(res.statusCode).toBe(200);
    const donation = (await allDonations(t.app.db)).find((d) => d.reference === res.json().reference)!;
    expect(donation.category).toBe('Handpump');
  });

  it('answers 413 for a receipt over 10 MB and leaves nothing on disk', async () => {
    const before = privateFiles();
    const count = (await allDonations(t.app.db)).length;
    const huge = Buffer.concat([receipts.jpg.subarray(0, 20), Buffer.alloc(10 * 1_048_576 + 1, 0x41)]);
    const res = await submit(base, receipt(huge));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The receipt file must be 10 MB or smaller.' });
    expect(privateFiles()).toEqual(before);
    expect((await allDonations(t.app.db)).length).toBe(count);
  });

  it('never uses the file name as a path: ../../etc/passwd.png is stored under a random name inside the private area', async () => {
    const res = await submit(base, receipt(receipts.png, '../../etc/passwd.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const donation = (await allDonations(t.app.db)).find((d) => d.reference === res.json().reference)!;
    expect(donation.receiptKey).toMatch(/^receipts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(privateFiles()).toContain(donation.receiptKey);
    expect(privateFiles().some((f) => f.includes('passwd'))).toBe(false);
    expect(filesUnder(t.dataDir).some((f) => f.includes('passwd'))).toBe(false);
  });

  it('answers a broken multipart body with a 400 in JSON, never a 500', async () => {
    const good = multipart(base, receipt(receipts.jpg));
    const cut = good.payload.subarray(0, good.payload.length - 60);
    const bodies = [
      { payload: cut, headers: good.headers },
      { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: Buffer.from('this is not a form'), headers: good.headers },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.2.0.${++caller}`, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request could not be read.' });
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/manualPayment', payload: { amount: 5 } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a second file and more fields than any form has', async () => {
    const twoFiles = multipart(base, receipt(receipts.jpg), receipt(receipts.png, 'second.png', 'image/png'));
    const res = await t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: '10.3.0.1', ...twoFiles });
    expect(res.statusCode).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`extra${i}`, 'x']));
    expect((await submit({ ...base, ...many }, receipt(receipts.jpg))).statusCode).toBe(413);
  });
});

describe('manual payment: the form rules, in the spec order', () => {
  const without = (...keys: string[]) => Object.fromEntries(Object.entries(base).filter(([k]) => !keys.includes(k)));

  it.each([
    ['no amount', without('amount'), 'amount', m.invalidAmount],
    ['a zero amount', { ...base, amount: '0' }, 'amount', m.invalidAmount],
    ['a negative amount', { ...base, amount: '-5' }, 'amount', m.invalidAmount],
    ['an amount that is not a number', { ...base, amount: 'lots' }, 'amount', m.invalidAmount],
    ['no phone number', without('donatation_submit[phoneNumber]'), 'donatation_submit.phoneNumber', m.phoneRequired],
    ['a phone number without +92', { ...base, 'donatation_submit[phoneNumber]': '03001234567' }, 'donatation_submit.phoneNumber', m.manualPhoneFormat],
    ['a phone number one digit short', { ...base, 'donatation_submit[phoneNumber]': '+92300123456' }, 'donatation_submit.phoneNumber', m.manualPhoneFormat],
    ['a phone number one digit long', { ...base, 'donatation_submit[phoneNumber]': '+9230012345678' }, 'donatation_submit.phoneNumber', m.manualPhoneFormat],
    ['an unknown payment method', { ...base, payment_method: 'paypal' }, 'payment_method', m.paymentMethod],
  ])('%s gives exactly the spec message', async (_, fields, field, message) => {
    const res = await submit(fields, receipt(receipts.jpg));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, error: message, errors: { [field]: [message] } });
  });

  it('asks for the receipt when none is attached (an empty file input counts as none)', async () => {
    for (const file of [undefined, receipt(Buffer.alloc(0), '', 'application/octet-stream')]) {
      const res = await submit(base, file);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ receipt_file: [m.receiptRequired] });
    }
  });

  it('reports every failure with the first one the form would show first, and keeps nothing', async () => {
    const count = (await allDonations(t.app.db)).length;
    const files = privateFiles().length;
    const res = await submit({ payment_method: 'jazz_cash' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(m.invalidAmount);
    expect(Object.keys(body.errors)).toEqual(['amount', 'donatation_submit.phoneNumber', 'receipt_file']);
    expect(Object.values(body.errors).flat()).toEqual([m.invalidAmount, m.phoneRequired, m.receiptRequired]);
    expect((await allDonations(t.app.db)).length).toBe(count);
    expect(privateFiles().length).toBe(files);
  });
});

describe('manual payment: campaigns, tasks and book orders', () => {
  it('records a campaign gift with its tasks priced from our data, dropping ids that are not integers', async () => {
    const { campaign, tasks } = await createCampaign(t.app.db, {
      tasks: [
        { title: 'One hand pump', amount: 18_000 },
        { title: 'Water for a family', amount: 1_500 },
      ],
    });
    const res = await submit(
      [
        ['amount', '19500'],
        ['payment_method', 'bank_transfer'],
        ['donatation_submit[phoneNumber]', '+923331234567'],
        ['donatation_submit[module_code]', 'CAMPAIGN'],
        ['donatation_submit[campaign_id]', String(campaign.id)],
        ['donatation_submit[task_id][0]', String(tasks[0]!.id)],
        ['donatation_submit[task_id][1]', 'abc'],
        ['donatation_submit[task_id][2]', String(tasks[1]!.id)],
        ['donatation_submit[total_amount]', '19500'],
      ],
      receipt(receipts.pdf, 'bank slip.pdf', 'application/pdf'),
    );
    expect(res.statusCode).toBe(200);
    const donation = (await allDonations(t.app.db)).find((d) => d.reference === res.json().reference)!;
    expect(donation).toMatchObject({ moduleCode: 'CAMPAIGN', campaignId: campaign.id, paymentMethod: 'bank_transfer', amountPaisa: 1_950_000 });
    expect((await itemsOf(t.app.db, donation.id)).map((i) => [i.taskId, i.title, i.amountPaisa])).toEqual([
      [tasks[0]!.id, 'One hand pump', 1_800_000],
      [tasks[1]!.id, 'Water for a family', 150_000],
    ]);
    // A receipt is not counted until staff verify it.
    const detail = (await t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).json();
    expect(detail.data.campaign_detail.total_amount).toBe(0);
  });

  it('drops a campaign id that is not an integer on a general donation', async () => {
    const res = await submit({ ...base, 'donatation_submit[campaign_id]': 'null' }, receipt(receipts.jpg));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a campaign, task or book that does not exist', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...base, 'donatation_submit[module_code]': 'CAMPAIGN', 'donatation_submit[campaign_id]': '99999' }, 'donatation_submit.campaign_id', m.campaignNotFound],
      [{ ...base, 'donatation_submit[module_code]': 'CAMPAIGN' }, 'donatation_submit.campaign_id', m.campaignNotFound],
      [{ ...base, 'donatation_submit[custom_task]': '', 'donatation_submit[task_id][0]': '99999' }, 'donatation_submit.task_id', m.taskNotFound],
      [{ ...base, 'donatation_submit[module_code]': 'BOOK', 'donatation_submit[book_id]': '99999' }, 'donatation_submit.book_id', m.bookNotFound],
    ];
    for (const [fields, field, message] of cases) {
      const res = await submit(fields, receipt(receipts.jpg));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
  });

  it('takes a book order with the billing info from the wizard and e-mails the reader their reference', async () => {
    const book = await createBook(t.app.db, { price: 850 });
    const before = (await mails(t)).length;
    const res = await submit(
      {
        amount: '850',
        payment_method: 'easypaisa',
        'donatation_submit[phoneNumber]': '+923451234567',
        'donatation_submit[module_code]': 'BOOK',
        'donatation_submit[book_id]': String(book.id),
        'donatation_submit[firstName]': 'Ayesha',
        'donatation_submit[lastName]': 'Khan',
        'donatation_submit[email]': 'ayesha@example.pk',
        'donatation_submit[streetAddress]': '12 Mall Road',
        'donatation_submit[city]': 'Lahore',
        'donatation_submit[country]': 'Pakistan',
      },
      receipt(receipts.png, 'receipt.png', 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    const { reference, message } = res.json();
    expect(message).toContain('book order');
    const donation = (await allDonations(t.app.db)).find((d) => d.reference === reference)!;
    expect(donation).toMatchObject({ moduleCode: 'BOOK', bookId: book.id, email: 'ayesha@example.pk', city: 'Lahore', amountPaisa: 85_000 });
    expect(await itemsOf(t.app.db, donation.id)).toMatchObject([{ title: 'The Light of the Heart', amountPaisa: 85_000 }]);
    const sent = await mails(t);
    expect(sent.length).toBe(before + 1);
    expect(sent.find((mail) => mail.includes(reference))).toMatch(/To: ayesha@example\.pk/);
  });

  it('sends no e-mail when the donor gave no address, and never repeats a reference', async () => {
    const before = (await mails(t)).length;
    const a = (await submit(base, receipt(receipts.gif, 'a.gif', 'image/gif'))).json().reference;
    const b = (await submit(base, receipt(receipts.gif, 'b.gif', 'image/gif'))).json().reference;
    expect(a).not.toBe(b);
    expect((await mails(t)).length).toBe(before);
  });

  it('keeps the order when the mail server is down', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const book = await createBook(down.app.db);
      const body = multipart(
        { ...base, amount: '850', 'donatation_submit[module_code]': 'BOOK', 'donatation_submit[book_id]': String(book.id), 'donatation_submit[email]': 'reader@example.pk' },
        receipt(receipts.jpg),
      );
      const res = await down.app.inject({ method: 'POST', url: '/api/manualPayment', ...body });
      expect(res.statusCode).toBe(200);
      await down.app.mailer.idle();
      expect(await allDonations(down.app.db)).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
