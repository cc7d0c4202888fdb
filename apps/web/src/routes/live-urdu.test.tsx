import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import LivePage from './live';

const offAir = { isLive: false, isUpcoming: false, embedUrl: null, fallbackEmbedUrl: null, fallbackTitle: null, error: null, title: null, checkedAt: '2026-11-07T10:30:00Z' };

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the live page in Urdu', () => {
  it('names the page, its tabs and a quiet platform in Urdu, the time left to right', async () => {
    stubApi((url) => ({ body: url.pathname.endsWith('-live') ? offAir : {} }));
    renderPage(<LivePage />, { path: '/live' });

    expect(screen.getByRole('heading', { level: 1, name: 'محفل میں براہِ راست شریک ہوں' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'براہِ راست نشریات' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'براہِ راست نشریہ' });
    expect(within(tabs).getByRole('tab', { name: 'آڈیو' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'ہم اس وقت Facebook پر براہِ راست نہیں ہیں' })).toBeInTheDocument();
    const note = screen.getByText('اگلی محفل تک', { exact: false });
    expect(note).toHaveTextContent('آخری جانچ کا وقت:');
    expect(note.querySelector('bdi[dir="ltr"] time')).toHaveAttribute('dateTime', offAir.checkedAt);
    expect(document.body.textContent).not.toMatch(/Join the gathering|We are not live|Last checked at|Until the next gathering/);
  });
});
