import { test, expect, axeViolations } from './support/fixtures';
import { scrollThrough } from './support/scroll';

test('a visitor learns about the coming AI courses: carousel, count-ups and six course teasers', async ({ page }) => {
  await page.goto('/ai');
  const carousel = page.getByRole('region', { name: 'About our AI courses' });
  await expect(carousel.getByRole('heading', { name: 'Artificial intelligence, taught with care' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'From a first question to a working project' })).toBeVisible();

  const figures = page.getByRole('region', { name: 'AI courses in numbers' });
  for (const figure of ['200+', '140', '35', '20']) await expect(figures.getByText(figure, { exact: true }).first()).toBeVisible();

  await expect(page.getByText('Showing 1-6 of 83 results', { exact: true })).toBeVisible();
  const courses = page.getByRole('region', { name: 'The first AI courses' }).getByRole('article');
  await expect(courses).toHaveCount(6);
  await expect(courses.first().getByText('Coming soon')).toBeVisible();

  await scrollThrough(page);
  expect(await axeViolations(page)).toEqual([]);
});
