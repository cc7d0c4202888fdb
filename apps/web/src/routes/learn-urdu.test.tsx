import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course, Lesson } from '@foundation/contract/courses';
import { paths } from '@foundation/contract/routes';
import { setLocaleSource } from '../lib/locale';
import { saveToken } from '../lib/auth-storage';
import { renderPage, stubApi } from '../test/render-page';
import EducationPage from './education';
import CourseDetailPage from './course-detail';
import CourseListingPage from './course-listing';
import LessonsPage from './lessons';
import LoginPage from './login';
import AiPage from './ai';

vi.setConfig({ testTimeout: 20_000 });

/** Staff write in English as often as in Urdu: this course comes back in English on an Urdu page. */
const lesson = (n: number): Lesson => ({
  id: 70 + n,
  title: `Lesson ${n} title`,
  duration: '10:00',
  video_url: `https://example.org/lesson-${n}.mp4`,
  description: `What lesson ${n} covers.`,
  youtube_details: { video: { snippet: { title: `Lesson ${n} title` } } },
});

const course: Course = {
  id: 9,
  title: 'Tajweed for Beginners',
  image: '/uploads/courses/9.webp',
  type: { id: 2, title: 'Quran' },
  enrolled: 1250,
  duration_hours: 12,
  total_lectures: 2,
  level: 'Beginner',
  language: 'English',
  description: '<p>Recite with care.</p>',
  eligibility: null,
  instructor_name_list: ['Qari Abdul Basit'],
  total_course_duration: '20 minutes',
  class_duration: '10 minutes',
  certificate: 'Yes',
  videos2: [lesson(1), lesson(2)],
};

/** The page's own words (not the course's) hold none of the English they had. */
const noEnglish = (...texts: string[]) => {
  for (const text of texts) expect(document.body.textContent, text).not.toContain(text);
};

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the education section in Urdu', () => {
  it('the education page: hero, figures and course cards in Urdu, English course titles marked', async () => {
    stubApi((url) => (url.pathname === '/api/getCourses' ? { body: { courses: [course] } } : { status: 404, body: {} }));
    renderPage(<EducationPage />, { path: paths.education });
    expect(screen.getByRole('heading', { level: 1, name: 'علم جو راستے کھولتا ہے — مفت، سب کے لیے' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کورسز دیکھیے' })).toHaveAttribute('href', '#courses');
    expect(screen.getByRole('region', { name: 'ہماری تعلیم اعداد و شمار میں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'دل سے تدریس کے چالیس برس' })).toBeInTheDocument();
    const title = await screen.findByRole('link', { name: 'Tajweed for Beginners' });
    expect(title.closest('h3')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('12 گھنٹے')).toBeInTheDocument();
    expect(screen.getByText('1,250 داخلے')).toBeInTheDocument();
    expect(document.title).toContain('تعلیم');
    noEnglish('Browse the courses', 'Visit the library', 'All courses', 'Forty years', 'hours', 'enrolled', 'Our publishing house');
  });

  it('a course page: facts, tabs, curriculum and Enroll Now in Urdu', async () => {
    stubApi((url) => (url.pathname === '/api/getSpecificCourse/9' ? { body: { course } } : { status: 404, body: {} }));
    renderPage(<CourseDetailPage />, { path: '/courseDetail1/9', pattern: paths.courseDetail });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Tajweed for Beginners' });
    expect(h1).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'صفحے کا راستہ' })).toHaveTextContent('تعلیم / تمام کورسز');
    const facts = screen.getByRole('complementary', { name: 'کورس کی تفصیلات' });
    expect(within(facts).getByText('کلاس کا دورانیہ')).toBeInTheDocument();
    expect(within(facts).getByText('10 minutes')).toHaveAttribute('lang', 'en');
    expect(within(facts).getByRole('button', { name: 'ابھی داخلہ لیں' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'اس کورس کے بارے میں' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'تفصیل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'نصاب' })).toBeInTheDocument();
    expect(screen.getByText(/^2 اسباق۔/)).toBeInTheDocument();
    noEnglish('Enroll Now', 'Course facts', 'Curriculum', 'Description', 'Instructors', 'Free of charge', 'enrolled');
  });

  it('My Courses: the progress in words and its bar in Urdu', async () => {
    saveToken('learner-token');
    stubApi((url) => (url.pathname === '/api/getMyCourses' ? { body: { data: [{ id: 1, view_index: 1, course }] } } : { status: 404, body: {} }));
    renderPage(<CourseListingPage />, { path: paths.courseListing });
    expect(screen.getByRole('heading', { level: 1, name: 'میرے کورسز' })).toBeInTheDocument();
    expect(await screen.findByText('2 میں سے 1 اسباق مکمل')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Tajweed for Beginners میں پیش رفت' });
    expect(bar).toHaveAttribute('aria-valuetext', '2 میں سے 1 اسباق مکمل: اسباق کا 50%');
    expect(screen.getByText('50%').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'کورس دیکھیے' })).toHaveAttribute('href', '/lessons/9');
    expect(screen.getByRole('link', { name: 'اس کورس کے بارے میں' })).toBeInTheDocument();
    noEnglish('My Courses', 'View Course', 'About this course', 'lessons completed', 'hours');
  });

  it('the lessons: sidebar, lesson count and Complete and Continue in Urdu', async () => {
    saveToken('learner-token');
    stubApi((url) => (url.pathname === '/api/myCourseDetail/9' ? { body: { view_index: 0, course } } : { status: 404, body: {} }));
    renderPage(<LessonsPage />, { path: '/lessons/9', pattern: paths.lessons });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lesson 1 title' })).toHaveAttribute('lang', 'en');
    const sidebar = screen.getByRole('navigation', { name: 'اسباق' });
    expect(within(sidebar).getByRole('heading', { name: 'کورس کا مواد' })).toBeInTheDocument();
    expect(screen.getByText(/سبق 1 از 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مکمل کیجیے اور آگے بڑھیے' })).toBeInTheDocument();
    noEnglish('Complete and Continue', 'Course content', 'Lesson 1 of 2', 'Lessons');
  });

  it('the login page: the learner forms in Urdu, e-mail and phone left to right', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginPage />, { path: paths.login });
    expect(screen.getByRole('heading', { level: 1, name: 'خوش آمدید، عزیز طالب علم' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /فاؤنڈیشن کے مرکزی صفحے پر واپس/ })).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('پاس ورڈ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لاگ اِن' })).toBeInTheDocument();
    noEnglish('Welcome, learner', 'Login', 'Password', 'New to our courses?');

    await user.click(screen.getByRole('button', { name: 'رجسٹر کیجیے' }));
    expect(screen.getByLabelText('پہلا نام')).toBeInTheDocument();
    expect(screen.getByLabelText('فون نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('checkbox', { name: /شرائط و ضوابط/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اپنا فارم جمع کرائیے' })).toBeInTheDocument();
    noEnglish('First name', 'Phone number', 'Register Your Form', 'terms and conditions', 'Already registered?');
  });

  it('the AI page: carousel, figures and course teasers in Urdu', () => {
    renderPage(<AiPage />, { path: paths.ai });
    expect(screen.getByRole('heading', { name: 'مصنوعی ذہانت کے کورسز: فاؤنڈیشن کی جانب سے جلد آ رہے ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مصنوعی ذہانت، پوری توجہ اور احتیاط کے ساتھ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مصنوعی ذہانت کے کورسز اعداد و شمار میں' })).toHaveTextContent('منتظر طلبہ');
    const courses = screen.getByRole('region', { name: 'مصنوعی ذہانت کے پہلے کورسز' });
    expect(within(courses).getByText('83 میں سے 1 تا 6 نتائج')).toBeInTheDocument();
    expect(within(courses).getAllByRole('article')).toHaveLength(6);
    expect(within(courses).getByRole('heading', { name: 'مشین لرننگ کی بنیادیں' })).toBeInTheDocument();
    expect(within(courses).getAllByText('جلد آ رہا ہے')).toHaveLength(6);
    expect(within(courses).getAllByText('4 ہفتے')[0]).toBeInTheDocument();
    noEnglish('Coming soon', 'Keep me posted', 'The first AI courses', 'weeks', 'Beginner', 'Showing 1-6');
  });
});
