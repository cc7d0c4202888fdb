import type { Locale } from '@foundation/contract/routes';
import { urduGreeting, urduMail } from './urdu-mail.ts';

/** The reset mail a learner reads, in the language of the page they asked from (issue 16's mails read right to left in Urdu). */
export function learnerResetMail(to: { email: string; firstName: string }, link: string, locale: Locale) {
  if (locale === 'ur') {
    const paragraphs = [
      urduGreeting(to.firstName, 'محترم طالب علم،'),
      [['کسی نے آپ کے اکاؤنٹ کے لیے نیا پاس ورڈ مانگا ہے۔ اپنا نیا پاس ورڈ یہاں منتخب کریں (یہ لنک ایک ہی بار اور ایک گھنٹے تک کام کرے گا):'], [{ ltr: link }]],
      [['اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔']],
      [['والسلام،'], [{ auto: 'The Foundation' }]],
    ];
    return { to: to.email, subject: 'اپنا نیا پاس ورڈ منتخب کریں', ...urduMail(paragraphs) };
  }
  return {
    to: to.email,
    subject: 'Choose a new password for your courses',
    text: [
      `Dear ${to.firstName || 'learner'},`,
      '',
      'Someone asked for a new password for your learner account. Choose it here (the link works once, for one hour):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'The Foundation',
    ].join('\n'),
  };
}
