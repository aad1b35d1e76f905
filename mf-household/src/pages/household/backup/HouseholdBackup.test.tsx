import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { planningOwnMessages } from '@hearth/contracts/planning';
import { recipesOwnMessages } from '@hearth/contracts/recipes';
import type { ImportJob, PlanningArchive, PlanningRestore } from '../../../api/backup-calls';
import { member } from '../../../test/fixtures';
import { openHouseholdPage, serveHousehold, server } from '../household-test-kit';

const ARCHIVE_NAME = 'hearth-the-olive-grove-2026-11-28.zip';
const picture = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

/** What GET /recipes/export answers: the recipes part, a ZIP. */
const recipesZip = zipSync({
  'hearth.json': strToU8(JSON.stringify({ format: 'hearth-household', version: 1, exportedAt: '2026-11-28T10:00:00.000Z', household: 'The Olive Grove' })),
  'recipes.json': strToU8(JSON.stringify({ recipes: [{ id: 'r1', title: 'Olive bread' }], categories: [] })),
  'images/olive-bread.jpg': picture,
});

const planning: PlanningArchive = {
  version: 1,
  mealPlans: [{ id: 'p1', startDate: '2026-11-23', notes: '', meals: [{ date: '2026-11-24', mealType: 'dinner', recipe: 'r1', notes: '', servings: null }] }],
  shoppingLists: [],
};

const job = (changes: Partial<ImportJob>): ImportJob => ({
  _id: '66666666-6666-4666-8666-666666666666',
  format: 'hearth',
  status: 'running',
  total: 3,
  done: 0,
  imported: [],
  skipped: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  ...changes,
});

const imported = [
  { _id: '77777777-7777-4777-8777-777777777777', title: 'Olive bread' },
  { _id: '88888888-8888-4888-8888-888888888888', title: 'Tapenade' },
];

/** A household export as a member picks it from the disk (Node's File: jsdom's cannot go into fetch's form data). */
const backupFile = () => new NodeFile([recipesZip], 'backup.zip', { type: 'application/zip' }) as unknown as File;

/** Opens the household page as a member who is not the owner, and picks the backup file. */
async function pickBackup() {
  serveHousehold();
  const view = await openHouseholdPage(member);
  const restore = within(screen.getByRole('group', { name: 'Restore from a backup' }));
  expect(restore.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await view.user.upload(restore.getByLabelText('Backup file'), backupFile());
  return view;
}

/** The endpoints called, in order. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/households') && !pathname.startsWith('/api/invitations')) calls.push(`${request.method} ${pathname}`);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

describe("the household page's backup", () => {
  it('downloads one archive with the recipes part, its picture and planning.json', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('/api/recipes/export', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return new HttpResponse(recipesZip, {
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${ARCHIVE_NAME}"` },
        });
      }),
      http.get('/api/meal-plans/export', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json(planning);
      }),
    );
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/backup');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    serveHousehold();
    const { user } = await openHouseholdPage(member);

    await user.click(screen.getByRole('button', { name: 'Download a backup' }));

    // Two downloads and a zip written in the page: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(saved).toEqual([ARCHIVE_NAME]), { timeout: 5000 });
    expect(authorizations).toEqual(['Bearer test-token', 'Bearer test-token']);
    // The one archive handed to the browser (a run under load once saw another object URL first).
    const archives = createObjectURL.mock.calls.map(([made]) => made as Blob).filter((made) => made.type === 'application/zip');
    expect(archives).toHaveLength(1);
    const archive = archives[0]!;
    const entries = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['hearth.json', 'images/olive-bread.jpg', 'planning.json', 'recipes.json']);
    expect(entries['images/olive-bread.jpg']).toEqual(picture);
    expect(JSON.parse(strFromU8(entries['recipes.json']!))).toEqual({ recipes: [{ id: 'r1', title: 'Olive bread' }], categories: [] });
    expect(JSON.parse(strFromU8(entries['planning.json']!))).toEqual(planning);
  });

  it('restores the recipes with a progress bar, then the plans and lists, and sums up', async () => {
    const restored: PlanningRestore = { mealPlans: 2, meals: 9, mealsWithoutRecipe: 1, shoppingLists: 1, items: 12 };
    const progress = [
      job({ done: 1 }),
      job({ status: 'done', done: 3, imported, skipped: [{ title: 'Pancakes', reason: 'Already in the household' }] }),
    ];
    let planningFile: string | undefined;
    server.use(
      http.post('/api/recipes/imports', () => HttpResponse.json(job({}), { status: 202 })),
      http.get('/api/recipes/imports/:id', () => HttpResponse.json(progress.shift())),
      http.post('/api/meal-plans/restore', async ({ request }) => {
        planningFile = ((await request.formData()).get('file') as File).name;
        return HttpResponse.json(restored, { status: 201 });
      }),
    );
    const calls = recordCalls();
    const { user } = await pickBackup();

    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Restoring recipes: 1 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Restoring recipes' })).toHaveAttribute('aria-valuenow', '33');
    expect(await screen.findByText('Restored 2 recipes, 2 meal plans (9 meals) and 1 shopping list')).toBeInTheDocument();
    expect(screen.getByText('Pancakes')).toBeInTheDocument();
    expect(screen.getByText(/Already in the household/)).toBeInTheDocument();
    expect(screen.getByText('1 meal left out: its recipe was not restored')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls).toEqual(['POST /api/recipes/imports', 'GET /api/recipes/imports/66666666-6666-4666-8666-666666666666', 'GET /api/recipes/imports/66666666-6666-4666-8666-666666666666', 'POST /api/meal-plans/restore']);
    expect(planningFile).toBe('backup.zip');
  });

  it('says the recipes were restored when the plans are refused because the household has some', async () => {
    server.use(
      http.post('/api/recipes/imports', () => HttpResponse.json(job({ status: 'done', total: 2, done: 2, imported }), { status: 202 })),
      http.post('/api/meal-plans/restore', () => HttpResponse.json({ message: planningOwnMessages.restoreNotEmpty }, { status: 409 })),
    );
    const { user } = await pickBackup();

    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Restored 2 recipes')).toBeInTheDocument();
    expect(screen.getByText(`Meal plans and shopping lists were not restored: ${planningOwnMessages.restoreNotEmpty}`)).toBeInTheDocument();
  });

  it("shows the recipes import's refusal and does not restore the plans", async () => {
    const calls = recordCalls();
    server.use(
      http.post('/api/recipes/imports', () => HttpResponse.json({ message: recipesOwnMessages.importFileRefused }, { status: 400 })),
      http.post('/api/meal-plans/restore', () => HttpResponse.json({ message: 'not expected' }, { status: 500 })),
    );
    const { user } = await pickBackup();

    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText(recipesOwnMessages.importFileRefused)).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/recipes/imports']);
  });
});
