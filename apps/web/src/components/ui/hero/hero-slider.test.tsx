import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestRouter } from '../../../test/memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_DELAY, HERO_SPEED, HeroSlider, type HeroSlide } from './hero-slider';

const slide = (id: string): HeroSlide => ({ id, eyebrow: id, title: `Title ${id}`, text: 'Text', image: '/x.svg', tone: '', actions: [{ label: `Go ${id}`, to: '/' }] });

const renderHero = () => {
  const { Provider } = createTestRouter('/');
  return render(
    <Provider>
      <HeroSlider label="Highlights" heading="Home" slides={[slide('guidance'), slide('education'), slide('giving')]} />
    </Provider>,
  );
};

const shown = () => screen.getAllByRole('group', { hidden: true }).findIndex((g) => !g.hasAttribute('inert'));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the home hero slider', () => {
  beforeEach(() => vi.useFakeTimers());
  it('shows the first slide at once, then advances every 5000 ms plus the 1400 ms transition', () => {
    renderHero();
    expect(shown()).toBe(0);
    expect(screen.getByRole('heading', { name: 'Title guidance' })).toBeInTheDocument();
    wait(HERO_DELAY - 1);
    expect(shown()).toBe(0);
    wait(1);
    expect(shown()).toBe(1);
    wait(HERO_SPEED + HERO_DELAY - 1);
    expect(shown()).toBe(1);
    wait(1);
    expect(shown()).toBe(2);
  });

  it('restarts the progress bar on every slide change, whether by autoplay or by a control', () => {
    renderHero();
    const first = screen.getByTestId('hero-progress');
    wait(HERO_DELAY);
    const second = screen.getByTestId('hero-progress');
    expect(second).not.toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe(2);
    expect(screen.getByTestId('hero-progress')).not.toBe(second);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 1: guidance' }));
    expect(shown()).toBe(0);
  });

  it('pauses while hovered and keeps the time already spent on the slide', () => {
    const { container } = renderHero();
    const hero = container.querySelector('section')!;
    wait(3000);
    fireEvent.mouseEnter(hero);
    wait(60_000);
    expect(shown()).toBe(0);
    fireEvent.mouseLeave(hero);
    wait(HERO_DELAY - 3000);
    expect(shown()).toBe(1);
  });

  it('stops rotating when focus enters a slide, until the visitor presses play', () => {
    renderHero();
    fireEvent.focus(screen.getByRole('link', { name: 'Go guidance' }));
    wait(60_000);
    expect(shown()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(HERO_DELAY);
    expect(shown()).toBe(1);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });
});
