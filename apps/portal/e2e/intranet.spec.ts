import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectDashboard, logIn, outbox, signIn } from './support';

const unreadButton = (page: Page) => page.getByRole('button', { name: 'Noticias no leídas' });
const unreadPanel = (page: Page) => page.getByRole('dialog', { name: 'Noticias no leídas' });

test.describe('intranet', () => {
  test('read a news item from the unread panel, favourite it, see it on the dashboard, share it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expectDashboard(page);
    await unreadButton(page).click();
    const first = unreadPanel(page).getByRole('link').first();
    const title = (await first.locator('strong').textContent()) ?? '';
    expect(title).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/noticias\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(/Fecha de publicación: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a noticias' })).toBeVisible();

    // Read: it leaves the unread panel.
    await unreadButton(page).click();
    await expect(unreadPanel(page)).toBeVisible();
    await expect(unreadPanel(page).getByText(title, { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Favourite: the button's text switches and the dashboard lists it.
    await page.getByRole('button', { name: 'Añadir a favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Eliminar de favoritos' })).toBeVisible();

    // Share with a contact: the e-mail lands in the outbox.
    const before = outbox().length;
    await page.getByRole('button', { name: 'Compartir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartir noticia' });
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Noticia compartida con éxito' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => outbox().length).toBe(before + 1);
    expect(outbox().at(-1)).toContain(`/noticias/${id}`);

    await page.getByRole('link', { name: 'Ir al inicio' }).first().click();
    await expectDashboard(page);
    const favourite = page.getByRole('region', { name: 'Noticias favoritas' }).getByRole('link', { name: title });
    await expect(favourite).toBeVisible();

    // Toggling again removes it (and leaves the demo data as it was for the other specs).
    await favourite.click();
    await page.getByRole('button', { name: 'Eliminar de favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Añadir a favoritos' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).first().click();
    await expect(page.getByRole('region', { name: 'Noticias favoritas' }).getByRole('link', { name: title })).toHaveCount(0);
  });

  test('an attachment downloads with its name and the stored bytes', async ({ page }) => {
    await signIn(page, 'admin');
    const list = await page.request.post('/api/Noticias/GetListaNoticias', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: null },
    });
    const news = ((await list.json()).valorRetorno as { ID: number }[]).slice(0, 15);
    let target: { id: number; doc: { NOTDOC_ID_DOCUMENTO: number; NOMBRE: string; EXTENSION: string } } | undefined;
    for (const n of news) {
      const item = (await (await page.request.get(`/api/Noticias/GetNoticia/${n.ID}`)).json()).valorRetorno;
      if (item.DOCUMENTOS.length) {
        target = { id: n.ID, doc: item.DOCUMENTOS[0] };
        break;
      }
    }
    expect(target).toBeDefined();
    if (!target) return;
    await page.goto(`/noticias/${target.id}`);
    const section = page.getByRole('region', { name: 'Documentos adjuntos' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button').first().click();
    const download = await downloading;
    // The file keeps the name's case (only the extension is lower case).
    expect(download.suggestedFilename()).toBe(`${target.doc.NOMBRE}.${target.doc.EXTENSION.toLowerCase()}`);
    const saved = readFileSync(await download.path());
    const stored = await (await page.request.get(`/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${target.doc.NOTDOC_ID_DOCUMENTO}/1`)).body();
    expect(saved.equals(stored)).toBe(true);
    expect(saved.length).toBeGreaterThan(100);

    // A download that fails says so with the spec's text (000 §8, its spelling kept).
    await page.route('**/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/**', (route) => route.fulfill({ status: 404, body: '' }));
    await section.getByRole('button').first().click();
    const popup = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Error al descagar el documento' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    await expect(popup).toHaveCount(0);
  });

  test('the news list searches, filters and switches between mosaic and list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    const counter = page.getByRole('status').filter({ hasText: /noticias?$/ });
    await expect(counter).toHaveText(/^\d+ noticias$/);
    await expect(page.getByRole('combobox', { name: 'Mes' })).toContainText('Todo el año');
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    await filters.getByRole('button', { name: 'Esta Semana' }).click();
    await expect(filters.getByRole('button', { name: 'Esta Semana' })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Restablecer' }).click();
    await filters.getByRole('button', { name: 'Cerrar' }).last().click();
    await page.getByRole('button', { name: 'Vista de lista' }).click();
    await expect(page.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Buscar noticias' }).fill('zzzz-no-existe');
    await expect(counter).toHaveText('0 noticias');
    await expect(page.getByText('No hay noticias con los filtros seleccionados')).toBeVisible();
  });

  test('the dashboard shows consumption to admin and empty favourites without charts to socio', async ({ page }) => {
    await logIn(page, 'admin', 'admin1234');
    await expectDashboard(page);
    const individual = page.getByRole('region', { name: 'Consumo individual' });
    await expect(individual.locator('.highcharts-root')).toBeVisible();
    // Every month labelled (abbreviated), and a legend that explains the colours of the columns.
    await expect(individual.locator('.highcharts-xaxis-labels text')).toHaveText([
      'Ene',
      'Feb',
      'Mar',
      'Abr',
      'May',
      'Jun',
      'Jul',
      'Ago',
      'Sep',
      'Oct',
      'Nov',
      'Dic',
    ]);
    await expect(individual.getByRole('list', { name: 'Leyenda del gráfico' })).toContainText('80 % o más del año anterior');
    await expect(page.getByRole('region', { name: 'Proveedores favoritos' }).getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/proveedores\/\d+\/detalleMarca\/\d+$/,
    );

    // Rearranging loads its grid on demand: every block gets a move bar; finishing takes them away again.
    await page.getByRole('button', { name: 'Organizar bloques' }).click();
    await expect(page.getByText('Mover «Documentos favoritos»')).toBeVisible();
    await page.getByRole('button', { name: 'Terminar de organizar' }).click();
    await expect(page.getByText('Mover «Documentos favoritos»')).toHaveCount(0);
    // Sharing a favourite document opens the share dialog (also fetched when first needed).
    const documents = page.getByRole('region', { name: 'Documentos favoritos' });
    await documents
      .getByRole('button', { name: /^Compartir / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Compartir documento' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: 'Salir' }).click();
    // The exit call ends the session before the login screen shows; going on earlier would race it.
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'socio', 'socio1234');
    await expectDashboard(page);
    await expect(page.getByRole('region', { name: /^Consumo/ })).toHaveCount(0);
    // Empty favourites never send socio to sections it cannot open: they name the permission instead.
    const news = page.getByRole('region', { name: 'Noticias favoritas' });
    await expect(news.getByText('Aún no tienes noticias favoritas')).toBeVisible();
    await expect(news).toContainText('Para añadirlas necesitas el permiso «Noticias»');
    await expect(news).not.toContainText('Añádelas desde Noticias');
    const documents2 = page.getByRole('region', { name: 'Documentos favoritos' });
    await expect(documents2.getByText('Aún no tienes documentos favoritos')).toBeVisible();
    await expect(documents2).toContainText('Para añadirlos necesitas el permiso «Documentos»');
    // The unread-news bell is on every page (spec 000 §2); without Noticias its panel says the permission is missing.
    await unreadButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Noticias no leídas' });
    await expect(panel.getByText('No tiene permiso para acceder a esta sección')).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel).toHaveCount(0);
  });
});
