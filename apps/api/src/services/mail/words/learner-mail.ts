import type { Paragraph } from '../urdu-mail.ts';
import { donorMailUr } from './donor-mail.ts';

/** Every word of the mails a learner gets (the password reset), in English and Urdu. */
export const learnerMailEn = {
  resetSubject: 'Choose a new password for your courses',
  greeting: (firstName: string) => `Dear ${firstName || 'learner'},`,
  resetBody: 'Someone asked for a new password for your learner account. Choose it here (the link works once, for one hour):',
  notYou: 'If it was not you, ignore this e-mail: your password stays as it is.',
};

export const learnerMailUr = {
  resetSubject: 'اپنا نیا پاس ورڈ منتخب کریں',
  greeting: (firstName: string): Paragraph => donorMailUr.greeting(firstName || null, 'محترم طالب علم،'),
  resetBody: 'کسی نے آپ کے اکاؤنٹ کے لیے نیا پاس ورڈ مانگا ہے۔ اپنا نیا پاس ورڈ یہاں منتخب کریں (یہ لنک ایک ہی بار اور ایک گھنٹے تک کام کرے گا):',
  notYou: 'اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔',
  closing: 'والسلام،',
};
