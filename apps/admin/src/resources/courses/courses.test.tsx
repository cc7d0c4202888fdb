import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, page } from '../../kit/test/fake-api';

const lesson = (id: number, title: string) => ({ id, title, video_url: `https://youtu.be/lesson${id}00`, duration: '18:25', description: `About ${title}.` });

const course = (over: Record<string, unknown> = {}) => ({
  id: 9,
  title: 'Tajweed for beginners',
  image: '/uploads/media/tajweed.jpg',
  type_id: 2,
  type_title: 'Quran & Islamic Studies',
  enrolled: 12,
  published: true,
  description: '<p>Recite with care.</p>',
  eligibility: '',
  instructor_names: ['Qari Abdul Basit'],
  duration_hours: 24,
  class_duration: '45 minutes',
  level: 'Beginner',
  language: 'Urdu',
  certificate: 'Yes',
  lessons: [lesson(21, 'Makharij'), lesson(22, 'Sifaat')],
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const lessons = () => within(screen.getByRole('group', { name: /^Lessons/ }));

beforeAll(async () => {
  await import('../../kit/fields/children-field');
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('courses', () => {
  it('sends the lessons in their order on the form, a new one without an id, and links to the public page', async () => {
    signedIn();
    const api = fakeApi({
      'GET /courses/9': () => json(200, { data: course() }),
      'GET /course-types': () => page([{ id: 2, title: 'Quran & Islamic Studies', courses: 1, updated_at: '2026-03-01T10:00:00Z' }]),
      'PATCH /courses/9': (_url, init) => json(200, { data: course(JSON.parse(String(init.body)) as Record<string, unknown>) }),
    });
    renderApp('/courses/9');
    await screen.findByRole('button', { name: 'Add lesson' });
    expect(screen.getByRole('link', { name: /^View on the site/ })).toHaveAttribute('href', '/courseDetail1/9');

    await userEvent.click(lessons().getByRole('button', { name: 'Move Lesson 1: Makharij down' }));
    await userEvent.click(lessons().getByRole('button', { name: 'Add lesson' }));
    await userEvent.type(lessons().getAllByLabelText(/^Lesson(?! in Urdu)/, { selector: 'input' })[2]!, 'Madd');
    await userEvent.type(lessons().getAllByLabelText(/^Video/)[2]!, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.type(lessons().getAllByLabelText(/^Duration/)[2]!, '12:05');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/courses/9')!.body as { lessons: unknown[]; type_id: number };
    expect(body.lessons).toEqual([
      // Each with its Urdu (none here): the form's Urdu inputs of a lesson.
      { ...lesson(22, 'Sifaat'), translations: { ur: { title: '', description: '' } } },
      { ...lesson(21, 'Makharij'), translations: { ur: { title: '', description: '' } } },
      { title: 'Madd', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '12:05', description: '', translations: { ur: { title: '', description: '' } } },
    ]);
    expect(body.type_id).toBe(2);
  }, 20_000);

  it('shows the contract message under a lesson video that is not a YouTube link, and sends nothing', async () => {
    signedIn();
    const api = fakeApi({
      'GET /courses/9': () => json(200, { data: course() }),
      'GET /course-types': () => page([{ id: 2, title: 'Quran & Islamic Studies', courses: 1, updated_at: '2026-03-01T10:00:00Z' }]),
    });
    renderApp('/courses/9');
    const videos = await screen.findAllByLabelText(/^Video/);
    await userEvent.clear(videos[0]!);
    await userEvent.type(videos[0]!, 'https://vimeo.com/123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { courseMessages } = await import('@foundation/contract/admin/courses');
    await screen.findAllByText(courseMessages.videoUrl);
    expect(videos[0]).toHaveAccessibleDescription(expect.stringContaining(courseMessages.videoUrl));
    expect(api.bodies.filter((b) => b.call.startsWith('PATCH'))).toEqual([]);
  }, 20_000);
});
