import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../kit/test/fake-api';
import { json, renderApp, signedIn } from '../../test/helpers';
import { digestWords } from './daily-digest';
import { axeViolations } from '../../test/axe';

describe('the daily summary on Your account', () => {
  it('is on until the member turns it off, saved at once and said', async () => {
    signedIn(3_600_000, { role: 'finance' });
    let saved = true;
    const api = fakeApi({
      'GET /me/preferences': () => json(200, { data: { daily_digest: saved } }),
      'PATCH /me/preferences': (_url, init) => {
        saved = (JSON.parse(String(init.body)) as { daily_digest: boolean }).daily_digest;
        return json(200, { data: { daily_digest: saved } });
      },
    });
    const { container } = renderApp('/account');
    expect(screen.getByRole('heading', { name: digestWords.heading })).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: digestWords.label });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(digestWords.why);
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(box);
    expect(await screen.findByText(digestWords.off)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(api.bodies).toEqual([{ call: 'PATCH /api/admin/me/preferences', body: { daily_digest: false } }]);

    await user.click(box);
    expect(await screen.findByText(digestWords.on)).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it('says why a change was not saved and shows the choice that stands', async () => {
    signedIn();
    fakeApi({
      'GET /me/preferences': () => json(200, { data: { daily_digest: true } }),
      'PATCH /me/preferences': () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderApp('/account');
    const box = await screen.findByRole('checkbox', { name: digestWords.label });
    await userEvent.setup().click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await waitFor(() => expect(box).toBeChecked());
  });
});
