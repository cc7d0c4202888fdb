import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationDetailResponseSchema, reviewMessages } from '@foundation/contract/donation-review';
import { TrackDonationResponseSchema } from '@foundation/contract/donation-tracking';
import { createCampaign } from './fixtures/donations.ts';
import { mailWith, readMails } from './fixtures/mail.ts';
import { auditOf, giftById, giveReceipt, moneyStaff } from './fixtures/money.ts';
import type { StaffClient } from './fixtures/back-office.ts';
import { track } from './fixtures/tracking.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let finance: StaffClient;
const scratch = mkdtempSync(join(tmpdir(), 'partial-pdf-'));

beforeAll(async () => {
  t = await createTestApp();
  finance = await moneyStaff(t, 'finance');
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

function pdfText(bytes: Buffer) {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const campaignGift = (campaignId: number, amount: string, email: string) => ({
  amount,
  'donatation_submit[module_code]': 'CAMPAIGN',
  'donatation_submit[campaign_id]': String(campaignId),
  'donatation_submit[task_id][0]': '0',
  'donatation_submit[custom_task]': 'true',
  'donatation_submit[custom_task_name]': 'Quilts',
  'donatation_submit[custom_task_amount]': amount,
  'donatation_submit[email]': email,
  'donatation_submit[firstName]': 'Hamza',
});

describe('partial payment', () => {
  it('verifies the amount that arrived: the campaign, the donor, the receipt PDF and the mail count it', async () => {
    const { campaign } = await createCampaign(t.app.db, { title: 'Winter quilts', offline: 100 });
    const gift = await giveReceipt(t, campaignGift(campaign.id, '5000', 'hamza@example.pk'));
    const total = async () => (await t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).json().data.campaign_detail.total_amount;
    expect(await total()).toBe(100);

    const res = await finance.post(`/api/admin/donations/${gift.id}/review`, { status: 'verified', received_amount: 3500.5, transaction_id: ' TX-991 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(reviewMessages.partlyVerified(3500.5, 5000));
    const { data } = DonationDetailResponseSchema.parse(res.json());
    expect(data).toMatchObject({ status: 'verified', amount: 5000, amount_received: 3500.5, transaction_id: 'TX-991', reviewed_by: 'finance member' });
    expect(await total()).toBe(3600.5);

    const tracked = await track(t, { reference: gift.reference, phone: '03001112233' });
    expect(TrackDonationResponseSchema.parse(tracked.json()).data).toMatchObject({ status: 'partly_received', amount: 5000, amount_received: 3500.5, receipt_available: true });

    const pdf = await finance.get(`/api/admin/donations/${gift.id}/receipt-pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Rs 3,500.50');
    expect(text).not.toContain('5,000');

    // Titled as what happened: part of the gift arrived, not the whole of it.
    const mail = await mailWith(t, gift.reference, 'Part of your payment has reached us');
    expect(mail.text).toContain('Rs 3,500.50 of your donation of Rs 5,000.00 has reached our account');
    expect(mail.text).toContain('please reply to this e-mail with your reference');
    expect(mail.replyTo).toBe('info@foundation.example');
    expect((await readMails(t)).filter((m) => m.subject.includes(gift.reference) && m.subject.includes('Your payment is confirmed'))).toEqual([]);

    const [audit] = await auditOf(t, gift.id);
    expect(audit).toMatchObject({
      action: 'verify',
      staffEmail: 'finance.money@foundation.test',
      before: { reference: gift.reference, status: 'pending_review', received_amount: null, transaction_id: null },
      after: { reference: gift.reference, status: 'verified', received_amount: 3500.5, transaction_id: 'TX-991' },
    });
  });

  it('the whole amount typed as received is a full verification', async () => {
    const gift = await giveReceipt(t);
    const res = await finance.post(`/api/admin/donations/${gift.id}/review`, { status: 'verified', received_amount: 2000 });
    expect(res.json().message).toBe(reviewMessages.verified);
    expect((await giftById(t, gift.id)).receivedPaisa).toBeNull();
    const tracked = await track(t, { reference: gift.reference, phone: '+923001112233' });
    expect(tracked.json().data).toMatchObject({ status: 'verified', amount_received: null });
  });

  it('refuses more than was pledged, nothing or less, and an amount with a rejection, with clear messages', async () => {
    const gift = await giveReceipt(t);
    const cases: [object, string][] = [
      [{ status: 'verified', received_amount: 2000.01 }, reviewMessages.receivedAbovePledged(2000)],
      [{ status: 'verified', received_amount: 0 }, reviewMessages.receivedPositive],
      [{ status: 'verified', received_amount: -5 }, reviewMessages.receivedPositive],
      [{ status: 'verified', received_amount: 10.005 }, reviewMessages.receivedRequired],
      [{ status: 'verified', received_amount: '1500' }, reviewMessages.receivedRequired],
      [{ status: 'rejected', note: 'No money', received_amount: 100 }, reviewMessages.receivedOnlyWhenVerified],
    ];
    for (const [body, message] of cases) {
      const res = await finance.post(`/api/admin/donations/${gift.id}/review`, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
      expect(res.json().errors).toEqual({ received_amount: [message] });
    }
    expect(reviewMessages.receivedAbovePledged(2000)).toBe('The amount received cannot be more than the Rs 2,000 pledged.');
    const row = await giftById(t, gift.id);
    expect(row).toMatchObject({ status: 'pending_review', receivedPaisa: null });
    expect(await auditOf(t, gift.id)).toEqual([]);
  });
});
