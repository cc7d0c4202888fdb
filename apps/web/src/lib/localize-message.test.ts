import { afterEach, describe, expect, it } from 'vitest';
import { donationLimits, donorMessages, manualPaymentMessages, manualSubmittedMessage, receiptTooLargeMessage, trackingMessages, wizardMessages } from '@foundation/contract/donation-messages';
import { formMessages } from '@foundation/contract/form-messages';
import { fundMessages } from '@foundation/contract/fund-messages';
import { learnerMessages } from '@foundation/contract/learner-messages';
import { emptyStates, messages } from '@foundation/contract/messages';
import { audioSourceLabels, liveErrors, liveMessages, livePlatforms } from '@foundation/contract/media-text';
import { setLocaleSource } from './locale';
import { localizeMessage } from './localize-message';

/** Every message of the contract a person may read, the ones with a number or a name filled in. */
const fixed = [formMessages, fundMessages, manualPaymentMessages, wizardMessages, donorMessages, trackingMessages, learnerMessages, messages, emptyStates].flatMap((group) =>
  Object.values(group).filter((v): v is string => typeof v === 'string'),
);
const built = [
  formMessages.tooLong(5000),
  learnerMessages.tooLong(200),
  receiptTooLargeMessage(donationLimits.receiptMaxBytes),
  manualPaymentMessages.serverError(500, '{"oops":true}'),
  manualSubmittedMessage('FD-11TK2XRP', 'DONATION'),
  manualSubmittedMessage('FD-11TK2XRP', 'BOOK'),
  ...['course id', 'name', 'email', 'address', 'phone', 'view index'].map(learnerMessages.enrolFieldRequired),
  fundMessages.refused('Zakat'),
  learnerMessages.viewIndexRange(0),
  learnerMessages.viewIndexRange(12),
  ...Object.values(audioSourceLabels),
  liveMessages.audioFailed,
  liveMessages.clickPlay,
  liveMessages.checkAgain,
  liveErrors.noAudio,
  ...livePlatforms.flatMap((p) => [...Object.values(liveMessages[p]), liveErrors.timeout(p), liveErrors.failed(p)]),
];
const all = [...new Set([...fixed, ...built])];
const URDU = /[\u0600-\u06FF]/;

afterEach(() => setLocaleSource(() => 'en'));

describe('localizeMessage', () => {
  it.each(all)('says %j exactly as the contract does on an English page', (text) => {
    setLocaleSource(() => 'en');
    expect(localizeMessage(text)).toBe(text);
  });

  it.each(all)('says %j in Urdu on an Urdu page', (text) => {
    setLocaleSource(() => 'ur');
    const urdu = localizeMessage(text);
    expect(urdu).not.toBe(text);
    expect(urdu).toMatch(URDU);
  });

  it('keeps the numbers and the server text a message carries', () => {
    setLocaleSource(() => 'ur');
    expect(localizeMessage(formMessages.tooLong(5000))).toContain('5000');
    expect(localizeMessage(manualPaymentMessages.serverError(502, 'Bad gateway'))).toContain('(502): Bad gateway');
    expect(localizeMessage(learnerMessages.enrolFieldRequired('phone'))).toBe('فون کا خانہ لازمی ہے۔');
    expect(localizeMessage(manualSubmittedMessage('FD-11TK2XRP', 'DONATION'))).toContain('FD-11TK2XRP');
    expect(localizeMessage(fundMessages.refused('Zakat'))).toBe('یہ پروگرام Zakat قبول نہیں کرتا۔ براہِ کرم کوئی اور فنڈ منتخب کریں۔');
  });

  it('translates each of several messages joined with commas, even one with a comma inside', () => {
    const list = [formMessages.phoneInvalid, wizardMessages.emailInvalid, manualPaymentMessages.amountInvalid].join(', ');
    setLocaleSource(() => 'en');
    expect(localizeMessage(list)).toBe(list);
    setLocaleSource(() => 'ur');
    expect(localizeMessage(list)).toBe([formMessages.phoneInvalid, wizardMessages.emailInvalid, manualPaymentMessages.amountInvalid].map(localizeMessage).join('، '));
  });

  it('returns any other text unchanged, in either language', () => {
    for (const locale of ['en', 'ur'] as const) {
      setLocaleSource(() => locale);
      expect(localizeMessage('The card was declined by the bank.')).toBe('The card was declined by the bank.');
      expect(localizeMessage('Known, Unknown')).toBe('Known, Unknown');
      expect(localizeMessage('')).toBe('');
    }
  });
});
