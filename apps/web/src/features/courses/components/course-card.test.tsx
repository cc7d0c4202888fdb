import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { CourseCard } from './course-card';

const course = { id: 5, title: 'Computing for Beginners', image: '/uploads/courses/5.webp', type: { id: 2, title: 'Skills' }, enrolled: 1250, duration_hours: 12, total_lectures: 8, level: 'Beginner', language: 'English' };

describe('a course card', () => {
  it('shows hours, category and enrolment, and opening it keeps the image for the course pages', async () => {
    renderPage(<CourseCard course={course} />, { path: '/education' });
    expect(screen.getByText('12 hours')).toBeInTheDocument();
    expect(screen.getByText('Skills')).toBeInTheDocument();
    expect(screen.getByText('1,250 enrolled')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Computing for Beginners' });
    expect(link).toHaveAttribute('href', '/courseDetail1/5');
    await userEvent.click(link);
    expect(localStorage.getItem('course_image_5')).toBe('/uploads/courses/5.webp');
  });
});
