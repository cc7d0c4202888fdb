import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Lesson } from '@foundation/contract/courses';
import { learnerMessages } from '@foundation/contract/learner-messages';
import { renderPage, stubApi } from '../../../test/render-page';
import type { MyCourseDetail } from '../api/get-my-course-detail';
import { LessonsView } from './lessons-view';

const lesson = (n: number): Lesson => ({
  id: 70 + n,
  title: `Lesson ${n} title`,
  duration: '10:00',
  video_url: `https://example.org/lesson-${n}.mp4`,
  description: `What lesson ${n} covers.`,
  youtube_details: { video: { snippet: { title: `Lesson ${n} title` } } },
});

const detail = (view_index: number): MyCourseDetail => ({
  view_index,
  course: {
    id: 9,
    title: 'Tajweed for Beginners',
    image: '/uploads/courses/9.webp',
    type: { id: 2, title: 'Quran' },
    enrolled: 3,
    duration_hours: 2,
    total_lectures: 2,
    level: 'Beginner',
    language: 'Urdu',
    description: '<p>Recite with care.</p>',
    eligibility: null,
    instructor_name_list: ['Qari Abdul Basit'],
    total_course_duration: '20 minutes',
    class_duration: '10 minutes',
    certificate: 'Yes',
    videos: [{ video_url: 'https://example.org/lesson-1.mp4' }, { video_url: 'https://example.org/lesson-2.mp4' }],
    videos2: [lesson(1), lesson(2)],
  },
});

/** The API takes each report (this course's learner only goes forward, one lesson a report). */
function progressApi() {
  let saved = 0;
  const fetch = stubApi(() => ({ body: { message: learnerMessages.progressSaved, view_index: ++saved } }));
  const reported = () =>
    fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [RequestInfo | URL, RequestInit];
      expect(String(url)).toMatch(/updateCourseViewIndex$/);
      return JSON.parse(String(init.body)) as { course_id: number; view_index: number };
    });
  return { reported };
}

const sidebar = () => screen.getByRole('navigation', { name: 'Lessons' });
const status = () => screen.getByRole('status');

describe('the lessons of a course', () => {
  it('Complete and Continue opens and reports the next lesson; Completed on the last reports the end of the course', async () => {
    const api = progressApi();
    renderPage(<LessonsView courseId={9} detail={detail(0)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 1 title' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Complete and Continue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 2 title' })).toBeInTheDocument();
    expect(localStorage.getItem('current_lesson')).toBe('1');
    await waitFor(() => expect(status()).toHaveTextContent('Progress saved'));
    expect(api.reported()).toEqual([{ course_id: 9, view_index: 1 }]);

    // The last lesson: its button reads Completed, reports 2 (one past the last), and opens nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(status()).toHaveTextContent('Course completed'));
    expect(api.reported()).toEqual([
      { course_id: 9, view_index: 1 },
      { course_id: 9, view_index: 2 },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 2 title' })).toBeInTheDocument();
    expect(localStorage.getItem('current_lesson')).toBe('1');
    expect(within(sidebar()).getByRole('button', { name: /Lesson 1 title/ })).toHaveTextContent('(completed)');
    expect(within(sidebar()).getByRole('button', { name: /Lesson 2 title/ })).toHaveTextContent('(completed)');
  });

  it('a learner part way through opens on their lesson, with the earlier ones ticked', () => {
    stubApi(() => ({ body: {} }));
    renderPage(<LessonsView courseId={9} detail={detail(1)} />);
    expect(within(sidebar()).getByRole('button', { name: /Lesson 2 title/ })).toHaveAttribute('aria-current', 'step');
    expect(within(sidebar()).getByRole('button', { name: /Lesson 1 title/ })).toHaveTextContent('(completed)');
    expect(within(sidebar()).getByRole('button', { name: /Lesson 2 title/ })).not.toHaveTextContent('(completed)');
    expect(status()).toHaveTextContent('');
  });

  it('a finished course opens on its last lesson, every lesson ticked, and says it is completed', async () => {
    stubApi(() => ({ body: {} }));
    renderPage(<LessonsView courseId={9} detail={detail(2)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 2 title' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: /Lesson 2 title/ })).toHaveAttribute('aria-current', 'step');
    for (const name of [/Lesson 1 title/, /Lesson 2 title/]) expect(within(sidebar()).getByRole('button', { name })).toHaveTextContent('(completed)');
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('You have completed this course.');

    // Opening an earlier lesson stores it and keeps it ticked.
    await userEvent.click(within(sidebar()).getByRole('button', { name: /Lesson 1 title/ }));
    expect(localStorage.getItem('current_lesson')).toBe('0');
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson 1 title' })).toBeInTheDocument();
  });
});
