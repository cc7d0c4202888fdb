import { ToWords } from 'to-words';
import type { ContentLocale } from '../../../lib/content-language.ts';

/**
 * Every word of the receipt PDF, in English and in Urdu: a donor who gave from the site in Urdu
 * gets a receipt in Urdu, as their e-mails are. Amounts stay as formatMoney writes them (Rs 1,500.00)
 * in both; the amount in words and the date follow the language.
 */
export interface ReceiptWords {
  /** Lays the page out right to left. */
  rtl: boolean;
  title: (book: boolean) => string;
  labels: { reference: string; verifiedOn: string; receivedFrom: string; amount: string; amountInWords: string; for: string; fund: string; paymentMethod: string };
  phone: string;
  email: string;
  /** The payment methods as a donor reads them. */
  methods: Record<'jazz_cash' | 'easypaisa' | 'bank_transfer' | 'card', string>;
  thanks: (book: boolean) => string;
  quote: (reference: string) => string;
  amountInWords: (paisa: number) => string;
  /** "28 November 2026" in Pakistan, the day the gift was confirmed. */
  day: (at: Date) => string;
}

// en-PK writes lakh and crore as a Pakistani reader expects; in Pakistan the plural of paisa is paisa.
const englishWords = new ToWords({
  localeCode: 'en-PK',
  converterOptions: {
    currency: true,
    currencyOptions: { name: 'Rupee', plural: 'Rupees', singular: 'Rupee', symbol: 'Rs', fractionalUnit: { name: 'Paisa', plural: 'Paisa', singular: 'Paisa', symbol: '' } },
  },
});
// ur-PK: "ایک ہزار پانچ سو روپے اور پچاس پیسے صرف", lakh and crore as well.
const urduWords = new ToWords({ localeCode: 'ur-PK', converterOptions: { currency: true } });

/** The same day format as the site's pages (apps/web/src/lib/format-date.ts), in Pakistan's time. */
const pakistanDay = (locale: 'en-PK' | 'ur-PK') => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Karachi', day: 'numeric', month: 'long', year: 'numeric' });
const englishDay = pakistanDay('en-PK');
const urduDay = pakistanDay('ur-PK');

export const receiptWords: Record<ContentLocale, ReceiptWords> = {
  en: {
    rtl: false,
    title: (book) => (book ? 'Book order receipt' : 'Donation receipt'),
    labels: {
      reference: 'Reference',
      verifiedOn: 'Date verified',
      receivedFrom: 'Received from',
      amount: 'Amount',
      amountInWords: 'Amount in words',
      for: 'For',
      fund: 'Fund',
      paymentMethod: 'Payment method',
    },
    phone: 'Phone',
    email: 'E-mail',
    methods: { jazz_cash: 'JazzCash', easypaisa: 'Easypaisa', bank_transfer: 'Bank transfer', card: 'Card' },
    thanks: (book) =>
      book
        ? 'Thank you for your order. Your book will be sent to the address you gave us.'
        : 'Thank you for your generosity. May it be a blessing for you and for those it reaches.',
    quote: (reference) => `Please quote ${reference} if you write to us about this gift.`,
    amountInWords: (paisa) => englishWords.convert(paisa / 100),
    day: (at) => englishDay.format(at),
  },
  ur: {
    rtl: true,
    title: (book) => (book ? 'کتاب کے آرڈر کی رسید' : 'عطیے کی رسید'),
    labels: {
      reference: 'حوالہ نمبر',
      verifiedOn: 'تصدیق کی تاریخ',
      receivedFrom: 'منجانب',
      amount: 'رقم',
      amountInWords: 'رقم الفاظ میں',
      for: 'مد',
      fund: 'فنڈ',
      paymentMethod: 'طریقۂ ادائیگی',
    },
    phone: 'فون',
    email: 'ای میل',
    // The wallets' own names, as the site's Urdu pages write them.
    methods: { jazz_cash: 'JazzCash', easypaisa: 'Easypaisa', bank_transfer: 'بینک ٹرانسفر', card: 'کارڈ' },
    thanks: (book) =>
      book
        ? 'آپ کے آرڈر کا شکریہ۔ آپ کی کتاب آپ کے دیے ہوئے پتے پر بھیج دی جائے گی۔'
        : 'آپ کی سخاوت کا تہہ دل سے شکریہ۔ دعا ہے کہ یہ آپ کے لیے اور اُن سب کے لیے باعثِ برکت ہو جن تک یہ پہنچے۔',
    quote: (reference) => `اس عطیے کے بارے میں ہمیں لکھتے وقت براہِ کرم حوالہ نمبر ${reference} ضرور درج کریں۔`,
    amountInWords: (paisa) => urduWords.convert(paisa / 100),
    day: (at) => urduDay.format(at),
  },
};
