import { json, stubFetch } from '../../test/helpers';

type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A fake admin API keyed by "METHOD /path" (no query); the first route whose key matches answers.
 * `calls` records "METHOD /path?query" in order, and bodies by the same key.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: string[] = [];
  const bodies: { call: string; body: unknown }[] = [];
  const fetch = stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call = `${method} ${url.pathname}${url.search}`;
    calls.push(call);
    if (typeof init.body === 'string') bodies.push({ call, body: JSON.parse(init.body) });
    const key = `${method} ${url.pathname.replace(/^\/api\/admin/, '')}`;
    const answer = routes[key];
    return answer ? answer(url, init) : json(404, { message: `No fake for ${key}` });
  });
  return { fetch, calls, bodies };
}

export const page = <T,>(data: T[], total = data.length, pageNo = 1) => json(200, { data, total, page: pageNo, per_page: 25 });

export const category = (over: Record<string, unknown> = {}) => ({ id: 3, title: 'Poetry', books: 0, updated_at: '2026-03-01T10:00:00Z', created_at: '2026-02-01T10:00:00Z', ...over });

export const bookRow = (over: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'The Garden of Mercy',
  author: 'A. Rahman',
  category_id: 3,
  category_title: 'Poetry',
  price: 1250,
  thumbnail: '/uploads/media/cover.jpg',
  published: true,
  updated_at: '2026-03-01T10:00:00Z',
  ...over,
});

export const settingsRecord = (over: Record<string, unknown> = {}) => ({
  company_name: 'The Foundation',
  company_logo: '/uploads/media/logo.png',
  company_phone: '+92 42 111 222 333',
  company_email: 'info@foundation.example',
  company_address: 'Lahore',
  instagram_link: '',
  facebook_link: '',
  twitter_link: '',
  linkedin_link: '',
  youtube_link: '',
  youtube_channel_id: '',
  facebook_page_id: '',
  fallback_playlist_ids: [],
  live_override: false,
  ...over,
});

/** The payment details in effect (GET /payment-details): two bank accounts, no wallet, nothing waiting. */
export const paymentDetailsView = (over: Record<string, unknown> = {}) => ({
  current: {
    bank_accounts: [
      { bank_name: 'Meezan Bank', account_title: 'The Foundation', branch: 'Gulberg', account_number: '0101', iban: 'PK36MEZN0000000000000101', swift_code: null },
      { bank_name: 'HBL', account_title: 'The Foundation Trust', branch: 'Mall Road', account_number: '0202', iban: 'PK36HABB0000000000000202', swift_code: null },
    ],
    wallet_accounts: [],
  },
  pending: null,
  active_admins: 2,
  ...over,
});
