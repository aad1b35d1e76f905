import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { recipesOwnMessages as own, type ImportJob } from '@hearth/contracts/recipes';
import { renderWithHost } from '@hearth/frontend-build/test/render-with-host';
import { http, HttpResponse } from 'msw';
import { aPage, olive } from '../../../test/fixtures';
import { server, serveCategories, serveRecipeList } from '../../../test/serve';
import RecipeListPage from '../RecipeListPage';

const job = (overrides: Partial<ImportJob>): ImportJob => ({
  _id: 'a1000000-0000-4000-8000-00000000000a',
  format: 'mealie',
  status: 'running',
  total: 3,
  done: 0,
  imported: [],
  skipped: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

/** An export as a member picks it (Node's File: jsdom's cannot go into fetch's form data). */
const exportFile = () => new NodeFile([new Uint8Array([0x50, 0x4b, 3, 4])], 'mealie.zip', { type: 'application/zip' }) as unknown as File;

async function openDialog(signedInAs = olive) {
  serveCategories();
  serveRecipeList(() => aPage([]));
  const view = renderWithHost(<RecipeListPage />, { path: '/recipes', route: '/recipes', signedInAs });
  await view.user.click(await screen.findByRole('button', { name: 'Import recipes' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Import recipes' }) };
}

describe("'Import recipes' on /recipes", () => {
  it('uploads the file, follows the import with a progress bar, and reports what came in and what did not', async () => {
    let sent: FormData | undefined;
    const answers = [
      job({ done: 1, imported: [{ _id: 'r1', title: 'Risotto' }] }),
      job({
        status: 'done',
        done: 3,
        imported: [
          { _id: 'r1', title: 'Risotto' },
          { _id: 'r2', title: 'Paella' },
        ],
        skipped: [{ title: 'Lemon Bars', reason: own.importDuplicate }],
      }),
    ];
    // The n-th progress answer waits until the test has seen the step before it: a slow machine cannot skip one.
    const steps = answers.map(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    let polls = 0;
    server.use(
      http.post('/api/recipes/imports', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(job({}), { status: 202 });
      }),
      http.get('/api/recipes/imports/:id', async () => {
        const poll = Math.min(polls++, answers.length - 1);
        await steps[poll]!.promise;
        return HttpResponse.json(answers[poll]);
      }),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Export file'), exportFile());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('0 of 3 recipes')).toBeInTheDocument();
    expect((sent?.get('file') as File).name).toBe('mealie.zip');
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    steps[0]!.resolve();
    expect(await within(dialog).findByText('1 of 3 recipes', {}, { timeout: 3000 })).toBeInTheDocument();
    steps[1]!.resolve();
    expect(await within(dialog).findByText('Imported 2 recipes', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Paella' })).toHaveAttribute('href', '/recipes/r2');
    expect(within(within(dialog).getByRole('region', { name: 'Not imported' })).getByRole('listitem')).toHaveTextContent(`Lemon Bars: ${own.importDuplicate}`);
    expect(within(dialog).queryByRole('button', { name: 'Cancel import' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Paella' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/r2');
  });

  it("'Cancel import' stops it and says what got in before", async () => {
    let current = job({ done: 1, imported: [{ _id: 'r1', title: 'Risotto' }] });
    let cancelled = false;
    server.use(
      http.post('/api/recipes/imports', () => HttpResponse.json(job({}), { status: 202 })),
      http.get('/api/recipes/imports/:id', () => HttpResponse.json(current)),
      http.delete('/api/recipes/imports/:id', () => {
        cancelled = true;
        current = { ...current, status: 'cancelled' };
        return HttpResponse.json(current);
      }),
    );
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Export file'), exportFile());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel import' }));
    expect(await within(dialog).findByText('Import cancelled', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(within(dialog).getByText('Imported 1 recipe before it stopped.')).toBeInTheDocument();
  });

  it("shows the server's reason when the file is refused", async () => {
    server.use(http.post('/api/recipes/imports', () => HttpResponse.json({ message: own.importFileRefused }, { status: 400 })));
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Export file'), exportFile());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(own.importFileRefused)).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is not offered to a guest', async () => {
    serveCategories();
    serveRecipeList(() => aPage([]));
    renderWithHost(<RecipeListPage />, { path: '/recipes', route: '/recipes' });
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Import recipes' })).not.toBeInTheDocument());
  });
});
