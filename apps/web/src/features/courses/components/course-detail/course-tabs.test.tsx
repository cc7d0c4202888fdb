import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Course } from '@foundation/contract/courses';
import { CourseTabs } from './course-tabs';

const course = (eligibility: string | null): Course => ({
  id: 3,
  title: 'Foundations of Faith',
  image: '/uploads/courses/3.webp',
  type: { id: 1, title: 'Spirituality' },
  enrolled: 12,
  duration_hours: 10,
  total_lectures: 2,
  level: 'Beginner',
  language: 'Urdu',
  description: '<p>Learn the <strong>basics</strong>.</p>',
  eligibility,
  instructor_name_list: ['Amina Siddiqui', 'Bilal Ahmed'],
  total_course_duration: '10 hours',
  class_duration: '45 minutes',
  certificate: 'Yes',
  videos2: [],
});

describe('course tabs', () => {
  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    render(<CourseTabs course={course('Anyone who can read Urdu.')} />);
    const names = () => screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names()).toEqual(['Description', 'Instructors', 'Eligibility']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Learn the basics.');

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Instructors' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Instructors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Amina Siddiqui');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Anyone who can read Urdu.');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Eligibility' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is a tab stop; Tab moves on into the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('has no Eligibility tab when the course states none', () => {
    render(<CourseTabs course={course(null)} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Description', 'Instructors']);
  });
});
