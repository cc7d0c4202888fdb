import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LessonDescription } from './lesson-description';

describe('LessonDescription', () => {
  it('shows 300 characters until Show More, and all of it until Show Less', async () => {
    const text = `${'a'.repeat(300)}THE REST`;
    render(<LessonDescription text={text} />);
    expect(screen.queryByText(/THE REST/)).toBeNull();
    expect(screen.getByText(/^a+…$/).textContent).toHaveLength(301);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(/THE REST/)).toBeNull();
  });

  it('has no button for a short description', () => {
    render(<LessonDescription text="Short and sweet." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
