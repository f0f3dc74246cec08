import { expect, test } from '@playwright/test';
import { expectDashboard, logIn } from './support';

// Screens a member sees at phone, tablet and desktop widths, compared with the committed baselines.
for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1440, 900],
] as const) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('login screen', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Bienvenido al portal del socio' })).toBeVisible();
      const form = page.getByRole('button', { name: 'Login' });
      // Up to 1200 px the form hides behind the key button (spec 000 §2).
      await expect(form).toBeVisible({ visible: width > 1200 });
      await expect(page).toHaveScreenshot(`login-${width}.png`);
    });

    test('logged-in frame', async ({ page }) => {
      await logIn(page, 'admin', 'admin1234');
      await expectDashboard(page);
      await expect(page.getByRole('region', { name: 'Su empresa' })).toContainText('Recambios Demo');
      await expect(page.getByRole('region', { name: 'Consumo individual' }).locator('.highcharts-root')).toBeVisible();
      const mobile = width <= 425;
      await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeVisible({ visible: mobile });
      await expect(page).toHaveScreenshot(`dashboard-${width}.png`, {
        // The last visit and the footer's year change from run to run.
        // Consumption, news dates and the unread count follow today's date.
        mask: [
          page.getByRole('region', { name: 'Hola, Ana' }).getByRole('definition').nth(3),
          page.getByRole('contentinfo'),
          page.getByRole('region', { name: /^Consumo/ }),
          page.getByRole('region', { name: 'Noticias favoritas' }),
          page.getByRole('button', { name: 'Noticias no leídas' }),
        ],
      });
      if (mobile) {
        await page.getByRole('button', { name: 'Menú', exact: true }).click();
        await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText('Ana Martínez Ruiz');
        await expect(page).toHaveScreenshot(`drawer-${width}.png`, {
          mask: [page.getByRole('contentinfo'), page.getByRole('button', { name: 'Noticias no leídas' })],
        });
      }
    });
  });
}
