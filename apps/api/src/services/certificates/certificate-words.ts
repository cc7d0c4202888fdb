import type { ContentLocale } from '../../lib/content-language.ts';

/** Every word a certificate and its announcing mail say, in English and Urdu. */
export const certificateWords = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} of study`,
    on: (date: string) => `Completed on ${date}`,
    code: (code: string) => `Certificate code: ${code}`,
    verify: 'Scan the code or open this address to check this certificate:',
    mailSubject: (course: string) => `Your certificate for ${course}`,
    mailGreeting: (name: string) => `Dear ${name},`,
    mailBody: (course: string) => `Congratulations on completing ${course}. Your certificate is ready: download it from My courses. Anyone can check it at this address:`,
    mailShare: 'Share that address with an employer or a teacher: it always shows whether the certificate is valid.',
  },
  ur: {
    title: 'سندِ تکمیل',
    certifies: 'تصدیق کی جاتی ہے کہ',
    completed: 'نے یہ کورس مکمل کر لیا ہے',
    hours: (n: number) => `${n} ${n === 1 ? 'گھنٹہ' : 'گھنٹے'} کی تعلیم`,
    on: (date: string) => `تاریخِ تکمیل: ${date}`,
    code: (code: string) => `سرٹیفکیٹ کوڈ: ${code}`,
    verify: 'اس سرٹیفکیٹ کی تصدیق کے لیے کوڈ اسکین کریں یا یہ پتا کھولیں:',
    mailSubject: (course: string) => `${course} کا سرٹیفکیٹ`,
    mailGreeting: (name: string) => `محترم ${name}،`,
    mailBody: (course: string) => `${course} مکمل کرنے پر مبارک ہو۔ آپ کا سرٹیفکیٹ تیار ہے: اسے "میرے کورسز" سے ڈاؤن لوڈ کریں۔ کوئی بھی اس پتے پر اس کی تصدیق کر سکتا ہے:`,
    mailShare: 'یہ پتا کسی آجر یا استاد کو بھیجیں: یہ ہمیشہ بتائے گا کہ سرٹیفکیٹ درست ہے یا نہیں۔',
  },
} as const;

/** The completion date in words, in Pakistan's day: "28 November 2026", "28 نومبر، 2026". */
export const certificateDate = (at: Date, locale: ContentLocale) =>
  new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Karachi' }).format(at);
