import { emptyStates } from '../packages/contract/src/messages';
import { test, expect, axeViolations } from './support/fixtures';

test('with no course yet, the education page says so and carries on', async ({ page }) => {
  await page.goto('/education');
  await expect(page.getByText(emptyStates.noRecord)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forty years of teaching with heart' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown course answers with a kind word and a way back', async ({ page }) => {
  await page.goto('/courseDetail1/1');
  await expect(page.getByRole('heading', { name: 'We could not find that course' })).toBeVisible();
  await page.getByRole('link', { name: 'See all courses' }).click();
  await expect(page).toHaveURL(/\/education$/);
});
