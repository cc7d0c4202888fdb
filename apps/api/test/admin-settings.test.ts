import { describe, expect, it } from 'vitest';
import { fieldMessages as f } from '@foundation/contract/admin/kit';
import { AdminSettingsResponseSchema } from '@foundation/contract/admin/settings';
import { messages } from '@foundation/contract/common';
import { SettingsResponseSchema } from '@foundation/contract/settings';
import { getOk, type TestContext } from './helpers.ts';
import { withStaffApp, type StaffClient } from './fixtures/back-office.ts';

/** Every setting the site shows is one record staff change; GET /api/settings keeps its shape. */
let t: TestContext;
let staff: StaffClient;

withStaffApp((app, client) => {
  t = app;
  staff = client;
});

const publicSettings = async () => (await getOk(t, '/api/settings', SettingsResponseSchema)).data;
const adminSettings = async () => AdminSettingsResponseSchema.parse((await staff.get('/api/admin/settings')).json()).data;

describe('settings in the back office', () => {
  it('shows every public setting and the live page ids as one record', async () => {
    const all = await adminSettings();
    const { youtube_channel_id, facebook_page_id, fallback_playlist_ids, live_override, translations, ...site } = all;
    expect(site).toEqual(await publicSettings());
    // The Urdu (issue 16): the foundation's name and address, as the seed gives them.
    expect(translations).toEqual({ ur: { company_name: 'دی فاؤنڈیشن', company_address: expect.stringMatching(/لاہور/) } });
    expect(youtube_channel_id).toMatch(/^UC[\w-]{22}$/);
    expect({ facebook_page_id: typeof facebook_page_id, live_override, playlists: fallback_playlist_ids.length }).toEqual({ facebook_page_id: 'string', live_override: false, playlists: 2 });
  });

  it('changes the hotline and the site header reads the new one at once, the rest untouched', async () => {
    const before = await publicSettings();
    const res = await staff.patch('/api/admin/settings', { company_phone: '+92 42 999 888 777', company_email: 'Help@Foundation.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ company_phone: '+92 42 999 888 777', company_email: 'Help@Foundation.example' });
    expect(await publicSettings()).toEqual({ ...before, company_phone: '+92 42 999 888 777', company_email: 'Help@Foundation.example' });
    expect(Object.keys((await t.app.inject('/api/settings')).json().data).sort()).toEqual(Object.keys(before).sort());
  });

  it('replaces the bank accounts and wallets the donation form shows, in the order given', async () => {
    const bank = { bank_name: 'Bank Alfalah', account_title: 'The Foundation', account_number: '5500-1234567', iban: 'PK36 ALFH 0055 0012 3456 7001', swift_code: 'alfhpkka' };
    const res = await staff.patch('/api/admin/settings', {
      bank_accounts: [bank],
      wallet_accounts: [{ method: 'easypaisa', account_title: 'Welfare', account_number: '0345 0000000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await publicSettings();
    expect(shown.bank_accounts).toEqual([{ ...bank, branch: '', swift_code: 'ALFHPKKA' }]);
    expect(shown.wallet_accounts).toEqual([{ method: 'easypaisa', account_title: 'Welfare', account_number: '0345 0000000' }]);
  });

  it('switches live on by hand and changes the channels the live page checks', async () => {
    const res = await staff.patch('/api/admin/settings', { live_override: 'youtube', youtube_channel_id: 'UCabcdefghijklmnopqrstuv', fallback_playlist_ids: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminSettings()).toMatchObject({ live_override: 'youtube', youtube_channel_id: 'UCabcdefghijklmnopqrstuv', fallback_playlist_ids: [] });
    const live = await t.app.inject('/api/youtube-live');
    expect(live.json()).toMatchObject({ isLive: true, embedUrl: expect.stringContaining('UCabcdefghijklmnopqrstuv') });
  });

  it('names each bad setting, nested rows by their dotted path, and stores none of the request', async () => {
    const before = await adminSettings();
    const res = await staff.patch('/api/admin/settings', {
      company_phone: 'call us',
      company_email: 'not an email',
      facebook_link: 'javascript:alert(1)',
      company_logo: 'https://evil.example/logo.svg',
      bank_accounts: [{ bank_name: 'Meezan', account_title: 'The Foundation', account_number: '1', iban: 'PK36 MEZN 0001 2345 6789 0001' }, { bank_name: '', account_title: 'x', account_number: '2', iban: 'nope' }],
      wallet_accounts: [{ method: 'paypal', account_title: 'x', account_number: '1' }],
      youtube_channel_id: 'my channel',
      live_override: 'maybe',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.invalidData,
      errors: {
        company_phone: [f.phone('Hotline')],
        company_email: [f.email('Email')],
        facebook_link: [f.webAddress('Facebook link')],
        company_logo: [f.mediaFile('Logo')],
        'bank_accounts.1.bank_name': [f.required('Bank')],
        'bank_accounts.1.iban': [f.pattern('IBAN', 'PK36 SCBL 0000 0011 2345 6702')],
        'wallet_accounts.0.method': [f.choice('Wallet', ['jazz_cash', 'easypaisa'])],
        youtube_channel_id: [f.pattern('YouTube channel id', 'UCxxxxxxxxxxxxxxxxxxxxxx')],
        live_override: [f.choice('Live switch', ['false', 'true', 'youtube', 'facebook'])],
      },
    });
    expect(await adminSettings()).toEqual(before);
  });

  it('leaves settings alone for an empty change, and clears a social link with a blank', async () => {
    const before = await adminSettings();
    expect((await staff.patch('/api/admin/settings', {})).json().data).toEqual(before);
    await staff.patch('/api/admin/settings', { twitter_link: '' });
    expect((await publicSettings()).twitter_link).toBe('');
  });
});
