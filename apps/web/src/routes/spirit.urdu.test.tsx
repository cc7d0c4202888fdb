import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage } from '../test/render-page';
import SpiritPage from './spirit';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the spirituality page in Urdu', () => {
  it('reads the path in Urdu, one passage more per “مزید پڑھیں”, with the murshid first in the team', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SpiritPage />, { path: '/spirit' });

    expect(screen.getByRole('heading', { level: 1, name: 'ذکر اور مراقبہ کے ذریعے دل کی رہنمائی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ذکر کی راہ کے تیرہ قدم' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /ذکر کرنے والا دل/ })).toBeInTheDocument();
    expect(screen.getByText('13 میں سے 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مزید پڑھیں' }));
    expect(screen.getByRole('article', { name: /مرشد کیوں/ })).toHaveFocus();

    const team = screen.getAllByRole('list', { name: 'روحانیت کی ٹیم' })[0]!;
    expect(team.querySelector('li')).toHaveTextContent('حضرت صوفی محمد صدیق');
    expect(team.querySelector('li')).toHaveTextContent('روحانی رہنما (مرشد)');

    for (const english of ['Guidance for the heart', 'The heart that remembers', 'Read more', 'Spirituality team', 'Hazrat Sufi'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
