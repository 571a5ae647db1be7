import { expect, test } from '@playwright/test';
import {
  confirmDelete,
  expectHydrated,
  openEditor,
  pngUpload,
  signInAsAdmin,
  tableRows,
  toast,
  unique,
} from './helpers';
import { holdScripts } from '../site/helpers';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('what is typed before the panel’s script runs is kept, and sent with the rest', async ({
  page,
}) => {
  const title = unique('Early Project');
  const release = await holdScripts(page);
  await page.goto('/private/admin/projects', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Create Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Typed while the panel was still loading.');
  release();
  await expectHydrated(form);
  // A change elsewhere renders the form again: the early text must be its state by then.
  await form.getByLabel('Live link').fill('https://early.example.com');
  await form.getByLabel('Image alt text').fill('The early project on a laptop');
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue(
    'Typed while the panel was still loading.',
  );
  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();
  const row = tableRows(page, 'All Projects').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await confirmDelete(page, `Delete ${title}`);
  await expect(row).toHaveCount(0);
});

test('projects: create with an image, see it on the home page, edit it, delete it', async ({
  page,
}) => {
  const title = unique('E2E Project');
  const renamed = `${title} v2`;
  await page.goto('/private/admin/projects');
  const form = page.getByRole('form', { name: 'Create Project' });

  // Said beside the fields, in the spec's words for the first; not again in a toast.
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription(/Please fill all fields!/);
  await expect(toast(page, 'Please fill all fields!')).toHaveCount(0);

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Live link').fill('https://e2e.example.com');
  await form.getByLabel('Image alt text').fill('The end-to-end project on a laptop');
  await form.getByLabel('Description').fill('Made by the end-to-end suite.');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(form.getByLabel('Project image')).toHaveAccessibleDescription(
    /Please select an image!/,
  );
  await expect(toast(page, 'Please select an image!')).toHaveCount(0);

  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await expect(form.getByRole('img', { name: 'Preview of e2e.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Projects').first()).toContainText(title);
  await expect(form.getByLabel('Title')).toHaveValue('');

  await page.goto('/');
  await expect(page.getByText(title).first()).toBeAttached();

  await page.goto('/private/admin/projects');
  await openEditor(page, `Edit ${title}`);
  await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();
  await page.getByLabel('Title').fill(renamed);
  const update = page.getByRole('button', { name: 'Update' });
  await update.click();
  const updated = toast(page, 'Project updated successfully!');
  await expect(updated).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(renamed);
  // The notice stays clear of the buttons: a second Update right away reaches the button.
  const [notice, button] = [await updated.boundingBox(), await update.boundingBox()];
  expect(notice!.y + notice!.height <= button!.y || button!.y + button!.height <= notice!.y).toBe(
    true,
  );
  await update.click({ trial: true, timeout: 2000 });

  await page.goto('/');
  await expect(page.getByText(renamed).first()).toBeAttached();

  await page.goto('/private/admin/projects');
  await confirmDelete(page, `Delete ${renamed}`);
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Projects').filter({ hasText: renamed })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test('team: add, edit (Cancel goes back), delete a member', async ({ page }) => {
  const name = unique('E2E Member');
  await page.goto('/private/admin/team');
  const form = page.getByRole('form', { name: 'Add Team Member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Skill').fill('QA Engineer');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/e2e');
  await form.getByLabel('GitHub').fill('https://github.com/e2e');
  await form.getByLabel('Description').fill('Tests everything.');
  await form.getByLabel('Photo').setInputFiles(pngUpload());
  await form.getByLabel('Alt text').fill('A tester smiling at her desk');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Team member added successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Team Members').first()).toContainText(name);

  await openEditor(page, `Edit ${name}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/private\/admin\/team$/);

  await openEditor(page, `Edit ${name}`);
  await page.getByLabel('Skill').fill('Lead QA Engineer');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Team member updated successfully!')).toBeVisible();
  await page.goto('/private/admin/team');
  await expect(tableRows(page, 'All Team Members').filter({ hasText: name })).toContainText(
    'Lead QA Engineer',
  );

  await confirmDelete(page, `Delete ${name}`);
  await expect(toast(page, 'Team member deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Team Members').filter({ hasText: name })).toHaveCount(0);
});

test('reviews: create in a column, edit, delete', async ({ page }) => {
  const client = unique('E2E Client');
  await page.goto('/private/admin/reviews');
  const form = page.getByRole('form', { name: 'Create Reviews' });
  // The column is one of three named choices, Left by default; the home page's columns 1 to 3.
  const column = form.getByRole('group', { name: 'Column' });
  await expect(column.getByRole('radio', { name: 'Left' })).toBeChecked();
  await form.getByLabel('Client name').fill(client);
  await form.getByLabel('Client account').fill('@e2e_client');
  await column.getByText('Middle', { exact: true }).click();
  await expect(column.getByRole('radio', { name: 'Middle' })).toBeChecked();
  await form.getByLabel('Description').fill('A pleasure to work with.');
  await form.getByLabel('Client image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Review' }).click();
  await expect(toast(page, 'Review added successfully!')).toBeVisible();
  const row = tableRows(page, 'All Reviews').first();
  await expect(row).toContainText(client);
  await expect(row).toContainText('@e2e_client');

  await openEditor(page, `Edit the review by ${client}`);
  const editColumn = page.getByRole('group', { name: 'Column' });
  await expect(editColumn.getByRole('radio', { name: 'Middle' })).toBeChecked();
  await editColumn.getByText('Right', { exact: true }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Review updated successfully!')).toBeVisible();
  await expect(editColumn.getByRole('radio', { name: 'Right' })).toBeChecked();
  // Stored as the spec's number.
  const stored = await (await page.request.get('/admin/reviews/get')).json();
  expect(
    (stored.allReviews as { clientName: string; col: unknown }[]).find(
      (r) => r.clientName === client,
    )?.col,
  ).toBe(3);

  await page.goto('/private/admin/reviews');
  await confirmDelete(page, `Delete the review by ${client}`);
  await expect(toast(page, 'Review deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Reviews').filter({ hasText: client })).toHaveCount(0);
});

test('blogs: create, moderate a comment and save, edit, delete', async ({ page }) => {
  const title = unique('E2E Blog');
  await page.goto('/private/admin/blogs');
  const form = page.getByRole('form', { name: 'Create Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Written by the end-to-end suite.');
  // The signed-in admin unless another author is picked.
  await expect(form.getByLabel('Author')).toHaveValue('user:admin');
  await form.getByLabel('Author').selectOption({ label: 'Priya Nair' });
  await form.getByLabel('Cover image').setInputFiles(pngUpload());
  await form.getByLabel('Alt text').fill('A laptop showing a page-speed report');
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expect(toast(page, 'Blog added successfully!')).toBeVisible();
  const row = tableRows(page, 'All Blogs').first();
  await expect(row).toContainText(title);
  await expect(row).toContainText('Priya Nair');

  // Two visitors comment on the new post.
  const href = await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const blogId = href!.split('/').pop()!;
  for (const [name, comment] of [
    ['Kind Reader', 'Thanks, this helped.'],
    ['Spammer', 'Cheap followers here'],
  ]) {
    const res = await page.request.post(`/frontend/blog/add-comment/${blogId}`, {
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, comment },
    });
    expect(res.status()).toBe(201);
  }

  await openEditor(page, `Edit ${title}`);
  await expect(page.getByText('Cheap followers here')).toBeVisible();
  await page.getByRole('button', { name: 'Delete comment by Spammer' }).click();
  await expect(page.getByText('Cheap followers here')).toHaveCount(0);
  await page.getByLabel('Title').fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Blog updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Blog' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (edited)`);
  await expect(page.getByText('Thanks, this helped.')).toBeVisible();
  await expect(page.getByText('Cheap followers here')).toHaveCount(0);

  // Visitors get the cover with the alt text the admin wrote, on the post and on its card, and
  // the post is by the member chosen, with her photo.
  await page.goto(`/blog/${blogId}`);
  const cover = page.getByRole('img', { name: 'A laptop showing a page-speed report' });
  await expect(cover.first()).toBeVisible();
  const byline = page.locator('.post-meta');
  await expect(byline).toContainText('Priya Nair');
  await expect(byline.locator('img')).toHaveAttribute('src', /priya-nair/);
  await page.goto('/blogs');
  await expect(cover.first()).toBeVisible();

  await page.goto('/private/admin/blogs');
  await confirmDelete(page, `Delete ${title} (edited)`);
  await expect(toast(page, 'Blog deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Blogs').filter({ hasText: title })).toHaveCount(0);
});

test('blogs: Preview shows the Markdown as visitors will see it; Write keeps the text', async ({
  page,
}) => {
  const markdown = [
    '# Launch notes',
    '',
    'Read [the guide](https://web.dev/vitals/) or [click me](javascript:window.__pwned=true).',
    '',
    '- first',
    '- second',
    '',
    '```',
    'npm run build',
    '```',
    '',
    '<script>window.__pwned = true</script>',
  ].join('\n');
  await page.goto('/private/admin/blogs');
  const form = page.getByRole('form', { name: 'Create Blog' });
  await form.getByLabel('Description').fill(markdown);
  // The switch moves nothing below it: the preview takes the text box's place at its size.
  const button = form.getByRole('button', { name: 'Create Blog' });
  const below = async () => (await button.boundingBox())!.y;
  const before = await below();
  await form.getByRole('tab', { name: 'Preview' }).click();

  const preview = form.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Launch notes');
  expect(await below()).toBeCloseTo(before, 0);
  await expect(preview.getByRole('listitem')).toHaveText(['first', 'second']);
  await expect(preview.locator('pre code')).toHaveText('npm run build');
  await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(preview.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await expect(preview).toContainText('<script>window.__pwned = true</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // The public page's styles: the dark body text colour of .post-body, not the panel's.
  await expect(preview.locator('.post-body')).toBeVisible();

  await form.getByRole('tab', { name: 'Write' }).click();
  await expect(form.getByLabel('Description')).toHaveValue(markdown);
  expect(await below()).toBeCloseTo(before, 0);
});

test('unsaved changes: leaving an edited form asks first, and staying keeps the changes', async ({
  page,
}) => {
  await page.goto('/private/admin/reviews');
  const first = tableRows(page, 'All Reviews').first();
  const name = (await first.locator('td').nth(2).innerText()).trim();
  await openEditor(page, `Edit the review by ${name}`);
  const editUrl = page.url();

  // Untouched, a link leaves at once.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/private\/admin\/team$/);
  await page.goBack();
  await expect(page).toHaveURL(editUrl);

  await page.getByLabel('Client name').fill(`${name} (edited)`);
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByLabel('Client name')).toHaveValue(`${name} (edited)`);

  // The browser's Back and Forward between the panel's pages ask too (the router never unloads
  // the page, so beforeunload cannot). The held-back traversal never completes: not awaited.
  void page.goBack().catch(() => null);
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(editUrl);
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Client name')).toHaveValue(`${name} (edited)`);
  void page.goForward().catch(() => null);
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/private\/admin\/team$/);
  await page.goBack();
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByLabel('Client name')).toHaveValue(name);
  await page.getByLabel('Client name').fill(`${name} (edited)`);

  // Closing the tab or reloading asks the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // Cancel asks too; leaving drops the change.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/private\/admin\/(reviews|team)$/);
  await page.goto('/private/admin/reviews');
  await expect(tableRows(page, 'All Reviews').first()).toContainText(name);
  await expect(page.getByText(`${name} (edited)`)).toHaveCount(0);

  // A create form with something typed in it is guarded the same way.
  await page.getByRole('form', { name: 'Create Reviews' }).getByLabel('Client name').fill('Draft');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Blogs' })
    .click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/private\/admin\/blogs$/);
});

test('a record deleted elsewhere: saving it says why it cannot, deleting it again clears the row', async ({
  page,
  context,
}) => {
  const client = unique('Gone Client');
  await page.goto('/private/admin/reviews');
  const form = page.getByRole('form', { name: 'Create Reviews' });
  await form.getByLabel('Client name').fill(client);
  await form.getByLabel('Client account').fill('@gone');
  await form.getByLabel('Description').fill('Soon deleted in another tab.');
  await form.getByLabel('Client image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Review' }).click();
  await expect(toast(page, 'Review added successfully!')).toBeVisible();
  const edit = page.getByRole('link', { name: `Edit the review by ${client}` });
  const id = (await edit.getAttribute('href'))!.split('/').pop()!;

  // A second tab edits it; meanwhile it is deleted.
  const editor = await context.newPage();
  await editor.goto(`/private/admin/review/${id}`);
  // React puts a textarea's starting text back as it hydrates (useHeldUntilScripted in
  // components/admin/fields.tsx): typed into once the form works.
  await expectHydrated(editor.getByRole('form', { name: 'Update Review' }));
  await editor.getByLabel('Description').fill('Changed after it was deleted.');
  expect((await page.request.delete(`/admin/reviews/delete/${id}`)).status()).toBe(203);
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(
    toast(editor, 'This review has been deleted elsewhere, so it cannot be updated.'),
  ).toBeVisible();
  await expect(editor.getByLabel('Description')).toHaveValue('Changed after it was deleted.');
  // Said above the form until the page is left, with a way to the list to create it again.
  const gone = editor.getByRole('status').filter({ hasText: 'was deleted elsewhere' });
  await expect(gone).toBeVisible();
  await expect(gone.getByRole('link', { name: 'Open reviews in a new tab' })).toHaveAttribute(
    'href',
    '/private/admin/reviews',
  );
  await editor.close();

  // The first tab's list still shows it: its delete finds it gone, and the row goes.
  await confirmDelete(page, `Delete the review by ${client}`);
  await expect(toast(page, 'This review had already been deleted.')).toBeVisible();
  await expect(tableRows(page, 'All Reviews').filter({ hasText: client })).toHaveCount(0);

  // Its edit page, opened again (a bookmark, the history): it says so, in its title too.
  await page.goto(`/private/admin/review/${id}`);
  await expect(page.getByRole('heading', { name: 'This review was not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Review not found · Admin/);
  await expect(page.getByRole('link', { name: 'Back to reviews' })).toHaveAttribute(
    'href',
    '/private/admin/reviews',
  );
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every list shows each row as a card, all of it on screen; the dashboard greets in full', async ({
    page,
  }) => {
    for (const [path, table] of [
      ['/private/admin/projects', 'All Projects'],
      ['/private/admin/team', 'All Team Members'],
      ['/private/admin/reviews', 'All Reviews'],
      ['/private/admin/blogs', 'All Blogs'],
      ['/private/admin/main', 'Contact History'],
      ['/private/admin/users', 'Manage Users'],
    ]) {
      await page.goto(path);
      const row = tableRows(page, table).first();
      const remove = row.getByRole('button', { name: /^Delete/ });
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      // Every cell the card shows is within the screen, and nothing scrolls sideways.
      for (const cell of await row.getByRole('cell').all()) {
        const cellBox = (await cell.boundingBox())!;
        expect(cellBox.x, path).toBeGreaterThanOrEqual(0);
        expect(cellBox.x + cellBox.width, path).toBeLessThanOrEqual(390);
      }
      const scroller = page.getByRole('table', { name: table }).locator('..');
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBe(0);
      // With nothing to scroll, the region is no Tab stop before the card's buttons.
      await expect(scroller, path).not.toHaveAttribute('tabindex');
    }
    // The panel's header (150 px with its two rows of sections) scrolls away on a phone.
    await page.goto('/private/admin/projects');
    await page.getByRole('button', { name: 'Create Project' }).scrollIntoViewIfNeeded();
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThan(0);

    await page.goto('/private/admin/main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, admin!');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('a table wider than its card is a Tab stop that the arrow keys scroll; one that fits is not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.goto('/private/admin/projects');
  const scroller = page.getByRole('table', { name: 'All Projects' }).locator('..');
  // The whole table shows: no stop on the way to its buttons.
  await expect(scroller).not.toHaveAttribute('tabindex');

  // Narrower than the table (a tablet): a stop, as the window narrows.
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('two editors of one record: the later save is refused instead of undoing the earlier', async ({
  page,
  context,
}) => {
  await page.goto('/private/admin/reviews');
  const name = (
    await tableRows(page, 'All Reviews').first().locator('td').nth(2).innerText()
  ).trim();
  const id = (await page
    .getByRole('link', { name: `Edit the review by ${name}` })
    .getAttribute('href'))!
    .split('/')
    .pop()!;
  const other = await context.newPage();
  await page.goto(`/private/admin/review/${id}`);
  await other.goto(`/private/admin/review/${id}`);
  // Typed into once the forms work: a textarea's starting text is put back as React hydrates.
  await expectHydrated(page.getByRole('form', { name: 'Update Review' }));
  await expectHydrated(other.getByRole('form', { name: 'Update Review' }));
  const original = await page.getByLabel('Description').inputValue();

  await other.getByLabel('Description').fill(`${original} (colleague)`);
  await other.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'Review updated successfully!')).toBeVisible();

  await page.getByLabel('Client account').fill('@stale_edit');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(
    toast(page, 'This review was changed by someone else after you opened it.'),
  ).toBeVisible();
  await expect(page.getByLabel('Client account')).toHaveValue('@stale_edit');
  const stale = page.getByRole('status').filter({ hasText: 'Someone else saved this review' });
  await expect(stale).toBeVisible();
  await expect(
    stale.getByRole('link', { name: 'Open the saved version in a new tab' }),
  ).toHaveAttribute('target', '_blank');

  // The colleague's change stands; put the review back as it was.
  await other.reload();
  await expect(other.getByLabel('Description')).toHaveValue(`${original} (colleague)`);
  await other.getByLabel('Description').fill(original);
  await other.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'Review updated successfully!')).toBeVisible();
  await other.close();
});

test('what Tab reaches in an editor scrolls clear of its Cancel / Update bar, not under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/private/admin/team');
  const name = (
    await tableRows(page, 'All Team Members').first().locator('td').nth(2).innerText()
  ).trim();
  await openEditor(page, `Edit ${name}`);
  const form = page.getByRole('form', { name: /^Update / });
  const bar = form.getByRole('button', { name: 'Update' }).locator('..');
  const github = form.getByLabel('GitHub');
  // The GitHub field sits under the bar at the screen's foot, the focus on the field before it.
  await github.evaluate((el) => {
    window.scrollBy({
      top: el.getBoundingClientRect().bottom - innerHeight + 10,
      behavior: 'instant',
    });
  });
  await form
    .getByLabel('LinkedIn')
    .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(github).toBeFocused();
  const barTop = (await bar.boundingBox())!.y;
  await expect
    .poll(() => github.evaluate((el) => el.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(barTop);
});
