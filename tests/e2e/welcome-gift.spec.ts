// The welcome gift is spent once per account (issue 26): after a profile
// reset, onboarding opens only the city the gift went to for free. Choosing
// another one is refused with the server's reason, which stays on screen with
// a way back to the choice; choosing the gift's city again works.
import { expect, test } from '@playwright/test';
import { createTraveller } from './support/server';
import { HomePage, OnboardingPage, ProfilePage, signIn } from './support/pages';

async function onboardWith(onboarding: OnboardingPage, city: string) {
  await expect(onboarding.step(1)).toBeVisible();
  await onboarding.getStarted();
  await expect(onboarding.step(2)).toBeVisible();
  await onboarding.city(city).click();
  for (const step of [3, 4, 5, 6]) {
    await onboarding.continue();
    await expect(onboarding.step(step)).toBeVisible();
  }
  await onboarding.startExploring();
}

test('after a reset, onboarding says which city the welcome gift went to, and opens that one again', async ({ page }) => {
  test.slow();
  const traveller = await createTraveller({ onboarded: false });
  await signIn(page, traveller);
  await expect(page).toHaveURL(/\/onboarding$/);
  const onboarding = new OnboardingPage(page);
  const home = new HomePage(page);
  await onboardWith(onboarding, 'Seoul');
  await expect(home.cityHeading('Seoul')).toBeVisible();

  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.openSettings();
  await page.getByRole('button', { name: 'Reset profile' }).click();
  await page.getByRole('button', { name: 'Reset everything' }).click();
  await expect(page.getByText('Profile Reset')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await onboardWith(onboarding, 'New York City');
  // The spec's title, the server's reason under it; the reason stays on the step with the way back.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to complete onboarding' });
  await expect(toast).toContainText('Your free city was Seoul. Choose it again, or unlock more cities from the explorer');
  const refusal = page.getByRole('alert').filter({ hasText: 'Your free city was Seoul' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Open the explorer' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await refusal.getByRole('button', { name: 'Choose again' }).click();
  await expect(onboarding.step(2)).toBeVisible();
  await onboarding.city('Seoul').click();
  await expect(onboarding.city('Seoul')).toHaveAttribute('aria-pressed', 'true');
  for (const step of [3, 4, 5, 6]) {
    await onboarding.continue();
    await expect(onboarding.step(step)).toBeVisible();
  }
  await onboarding.startExploring();
  await expect(home.cityHeading('Seoul')).toBeVisible();
});
