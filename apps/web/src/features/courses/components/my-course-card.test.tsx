import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { MyCourseCard } from './my-course-card';

const course = (total_lectures: number) => ({
  id: 5,
  title: 'Tajweed for Beginners',
  image: '/uploads/courses/5.webp',
  type: { id: 2, title: 'Quran' },
  enrolled: 40,
  duration_hours: 12,
  total_lectures,
  level: 'Beginner',
  language: 'Urdu',
});

const progressbar = () => screen.getByRole('progressbar', { name: 'Progress in Tajweed for Beginners' });

describe('a course on My Courses', () => {
  it('says how many lessons are completed, and the percentage is their share', () => {
    renderPage(<MyCourseCard course={course(2)} viewIndex={1} />);
    expect(screen.getByText('1 of 2 lessons completed')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '50');
    expect(progressbar()).toHaveAttribute('aria-valuetext', '1 of 2 lessons completed: 50% of the lessons');
    expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', '/lessons/5');
  });

  it('starts at none of them', () => {
    renderPage(<MyCourseCard course={course(1)} viewIndex={0} />);
    expect(screen.getByText('0 of 1 lesson completed')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a finished course (the index is the number of lessons) as Completed, 100%', () => {
    renderPage(<MyCourseCard course={course(2)} viewIndex={2} />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '100');
    expect(progressbar()).toHaveAttribute('aria-valuetext', 'Completed: 100% of the lessons');
    expect(screen.queryByText(/of 2 lessons/)).not.toBeInTheDocument();
  });

  it('has nothing to count in a course without lessons yet', () => {
    renderPage(<MyCourseCard course={course(0)} viewIndex={0} />);
    expect(screen.getByText('Lessons coming soon')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '0');
  });
});
