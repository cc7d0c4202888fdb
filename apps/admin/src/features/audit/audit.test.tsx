import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@foundation/contract/admin/audit';
import { fakeApi, page } from '../../kit/test/fake-api';
import { json, renderApp, signedIn } from '../../test/helpers';

configure({ asyncUtilTimeout: 5000 });

const blogBefore = {
  id: 12,
  title: 'Winter relief in Swat',
  author_name: 'Amina Siddiqui',
  image: '/uploads/media/cover.jpg',
  description: '<h2>Blankets</h2><p>We delivered <strong>400</strong> blankets.</p>',
  published: false,
  published_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41,
  at: '2026-11-24T14:05:00.000Z',
  staff_id: 7,
  staff_email: 'editor@foundation.test',
  ip: '10.77.0.2',
  action: 'update',
  entity: 'blogs',
  entity_id: '12',
  before: blogBefore,
  after: {
    ...blogBefore,
    title: 'Winter relief in Swat: 400 blankets',
    description: '<h2>Blankets</h2><p>We delivered <strong>420</strong> blankets.</p><img src="/uploads/media/x.jpg" alt="">',
    published: true,
    updated_at: '2026-11-24T14:05:00.000Z',
  },
  ...over,
});

const filterOptions = { data: { entities: ['blogs', 'news-events', 'settings'], staff: [{ id: 7, name: 'Sana Editor', email: 'editor@foundation.test' }] } };

function auditApi(one: AuditEntry = entry()) {
  return fakeApi({
    'GET /audit': () => page([one, entry({ id: 40, action: 'create', before: null, staff_email: null, staff_id: null, ip: null })], 2),
    'GET /audit/filter-options': () => json(200, filterOptions),
    [`GET /audit/${one.id}`]: () => json(200, { data: one }),
  });
}

/** What axe finds that jsdom can judge (names, roles, labels, ARIA); contrast is the browser's part. */
async function axeViolations() {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The card of one field in the diff, found by its heading. */
const field = (label: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) }).closest('li')!;
const side = (label: string, which: 'Before' | 'After') => within(field(label)).getByText(which).nextElementSibling as HTMLElement;

describe('audit entry', () => {
  it('shows each changed field before → after, hides the unchanged ones behind "Show all", and shows HTML as text', async () => {
    signedIn();
    auditApi();
    renderApp('/audit/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit entry 41' })).toBeInTheDocument();
    const changes = await screen.findByRole('region', { name: 'Changes' });
    const facts = screen.getByText('Who').closest('dl')!;
    expect(within(facts).getByText('editor@foundation.test')).toBeInTheDocument();
    expect(within(facts).getByText('10.77.0.2')).toBeInTheDocument();
    expect(within(facts).getByText('Changed')).toBeInTheDocument();
    expect(within(facts).getByText('Blogs #12: Winter relief in Swat: 400 blankets')).toBeInTheDocument();

    expect(within(changes).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title', 'Description', 'Published', 'Updated at']);
    expect(side('Title', 'Before')).toHaveTextContent('Winter relief in Swat');
    expect(side('Title', 'After')).toHaveTextContent('Winter relief in Swat: 400 blankets');
    expect(side('Published', 'Before')).toHaveTextContent('No');
    expect(side('Published', 'After')).toHaveTextContent('Yes');
    // Rich text is read as its words: no markup is rendered, nor shown as tags.
    expect(side('Description', 'Before')).toHaveTextContent('Blankets We delivered 400 blankets.');
    expect(side('Description', 'After')).toHaveTextContent('Blankets We delivered 420 blankets.');
    expect(field('Description').textContent).not.toContain('<');
    expect(within(field('Description')).queryByRole('heading', { level: 2 })).toBeNull();
    expect(changes.querySelector('strong, img')).toBeNull();
    expect(within(field('Description')).getAllByText('Formatted text, shown without its formatting.')).toHaveLength(2);

    // The unchanged fields wait behind a button that says how many.
    expect(within(changes).queryByRole('heading', { name: /^Author name/ })).toBeNull();
    const toggle = within(changes).getByRole('button', { name: 'Show all fields (4 unchanged)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show changed fields only');
    expect(field('Author name')).toHaveTextContent('(unchanged)');
    expect(side('Author name', 'After')).toHaveTextContent('Amina Siddiqui');
    expect(within(changes).getAllByRole('heading', { level: 3 })).toHaveLength(8);

    expect(await axeViolations()).toEqual([]);
  });

  it('names nested rows by their position, and shows a new record against nothing', async () => {
    signedIn();
    auditApi(
      entry({
        id: 42,
        action: 'create',
        entity: 'courses',
        before: null,
        after: { title: 'Reading the Quran', lessons: [{ id: 1, title: 'Letters' }, { id: 2, title: 'Vowels' }], tags: ['quran', 'adults'] },
      }),
    );
    renderApp('/audit/42');
    const changes = await screen.findByRole('region', { name: 'Changes' });
    expect(within(changes).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Title',
      'Lessons 1 › Id',
      'Lessons 1 › Title',
      'Lessons 2 › Id',
      'Lessons 2 › Title',
      'Tags',
    ]);
    expect(side('Lessons 2 › Title', 'Before')).toHaveTextContent('empty');
    expect(side('Lessons 2 › Title', 'After')).toHaveTextContent('Vowels');
    expect(side('Tags', 'After')).toHaveTextContent('quran, adults');
    expect(within(changes).queryByRole('button')).toBeNull();
  });

  it('shows a reorder as the ids before and after', async () => {
    signedIn();
    auditApi(entry({ id: 43, action: 'order', entity: 'welfare-categories', entity_id: null, before: [1, 2, 3], after: [2, 3, 1] }));
    renderApp('/audit/43');
    await screen.findByRole('region', { name: 'Changes' });
    expect(side('Order of the records', 'Before')).toHaveTextContent('1, 2, 3');
    expect(side('Order of the records', 'After')).toHaveTextContent('2, 3, 1');
  });
});

describe('audit list', () => {
  it('lists entries newest first, filters through the address, and opens an entry', async () => {
    signedIn();
    const api = auditApi();
    renderApp('/audit');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('editor@foundation.test');
    expect(rows[0]).toHaveTextContent('Blogs #12: Winter relief in Swat: 400 blankets');
    expect(rows[1]).toHaveTextContent('The system');
    expect(api.calls).toContain('GET /api/admin/audit?page=1&per_page=25&sort=-at');
    expect(await axeViolations()).toEqual([]);

    await userEvent.selectOptions(await screen.findByLabelText('Kind of record'), 'news-events');
    await userEvent.selectOptions(screen.getByLabelText('Staff member'), 'Sana Editor (editor@foundation.test)');
    expect(screen.getByRole('option', { name: 'News events' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.calls.at(-1)).toBe('GET /api/admin/audit?page=1&per_page=25&sort=-at&entity=news-events&staff_id=7');

    await userEvent.click(within(table).getAllByRole('link')[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit entry 41' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the audit log/ })).toHaveAttribute('href', '/audit?entity=news-events&staff_id=7');
  });

  it('is in the Office section for admins, beside Staff', async () => {
    signedIn();
    auditApi();
    renderApp('/audit');
    const site = await screen.findByRole('region', { name: 'Office' });
    expect(within(site).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to an editor', async () => {
    signedIn(undefined, { role: 'editor' });
    const api = auditApi();
    renderApp('/audit');
    expect(await screen.findByRole('navigation', { name: 'Back office' })).not.toHaveTextContent('Audit log');
    expect(api.calls.filter((c) => c.startsWith('GET /api/admin/audit'))).toEqual([]);
  });
});
