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
    // Payment details are not in it: they change under four eyes (payment-details.test.ts).
    const { bank_accounts, wallet_accounts, ...editable } = await publicSettings();
    expect(site).toEqual(editable);
    expect({ banks: bank_accounts.length, wallets: wallet_accounts.length }).toEqual({ banks: 2, wallets: 2 });
    // The Urdu: the foundation's name and address, as the seed gives them.
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

  it('switches live on by hand and changes the channels the live page checks', async () => {
    const res = await staff.patch('/api/admin/settings', { live_override: 'youtube', youtube_channel_id: 'UCabcdefghijklmnopqrstuv', fallback_playlist_ids: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await adminSettings()).toMatchObject({ live_override: 'youtube', youtube_channel_id: 'UCabcdefghijklmnopqrstuv', fallback_playlist_ids: [] });
    const live = await t.app.inject('/api/youtube-live');
    expect(live.json()).toMatchObject({ isLive: true, embedUrl: expect.stringContaining('UCabcdefghijklmnopqrstuv') });
  });

  it('names each bad setting and stores none of the request', async () => {
    const before = await adminSettings();
    const res = await staff.patch('/api/admin/settings', {
      company_phone: 'call us',
      company_email: 'not an email',
      facebook_link: 'javascript:alert(1)',
      company_logo: 'https://evil.example/logo.svg',
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
