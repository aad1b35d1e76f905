// Issue 32 item 8: Hearth as it runs with several replicas, on one machine. Two processes of every
// service behind nginx, a RabbitMQ cluster of three nodes of the test's own, a bounded load through
// the gateway, and one broker node killed halfway through it (docs/failures.md "Replicas").
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadRouteTable } from '@hearth/gateway';
import { eventually } from '@hearth/service-kit/testing';
import sharp from 'sharp';
import { HearthClient, type Member } from '../faults/hearth-client';
import { bothUnready, probeTargets, ReadinessProbe, runLoad, type LoadOutcome, type Writer } from './load';
import { REPLICAS, startReplicaStack, type ReplicaStack } from './replica-stack';

jest.setTimeout(120_000);

const REPLICA = 'x-hearth-replica';
const WEEK = '2030-01-07';
/** How long a process may answer /readyz with 503 after the node it was connected to died. */
const READY_AGAIN_WITHIN_MS = 10_000;

let stack: ReplicaStack;
let hearth: HearthClient;
let ada: Member;
let bob: Member;
let cy: Member;
let category: string;
/** Recipes on Ada's week, renamed during the load. */
let planned: string[];
let plan: string;
const summary: string[] = [];
const started = Date.now();

interface Picture {
  status: string;
  url: string;
  cardUrl: string;
}

/** What one process answers, read from the process itself (`base` is its own address). */
async function fetchFrom(base: string, path: string, who?: Member): Promise<{ status: number; replica: string | null; type: string | null; hash: string }> {
  const response = await fetch(`${base}${path}`, { headers: who?.auth, signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, replica: response.headers.get(REPLICA), type: response.headers.get('content-type'), hash: createHash('sha256').update(body).digest('hex') };
}

/** Uploads a JPEG through the gateway; answers its id and the replica that took it. */
async function upload(who: Member, colour: { r: number; g: number; b: number }): Promise<{ id: string; replica: string | null }> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'dish.jpg');
  const response = await fetch(`${stack.baseUrl}/api/recipes/upload`, { method: 'POST', headers: who.auth, body: form });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { _id: string })._id, replica: response.headers.get(REPLICA) };
}

/** The recipe's picture once svc-recipes' image worker made it ready. */
function readyPicture(recipeId: string): Promise<Picture> {
  return eventually(async () => {
    const { image } = await hearth.expect<{ image: Picture | null }>(200, 'GET', `/recipes/${recipeId}`, { who: ada });
    if (image?.status !== 'ready') throw new Error(`the picture is ${image?.status ?? 'missing'}`);
    return image;
  }, 60_000, 250);
}

/** Both svc-recipes replicas, asked directly, and the gateway six times serve the same bytes. */
async function expectServedByEveryReplica(picture: Picture): Promise<void> {
  const recipeReplicas = await Promise.all(stack.urls.recipes!.map(async (base) => (await fetchFrom(base, '/readyz')).replica));
  for (const path of [picture.url, picture.cardUrl]) {
    const direct = await Promise.all(stack.urls.recipes!.map((base) => fetchFrom(base, path)));
    const viaGateway = await Promise.all(Array.from({ length: 6 }, () => fetchFrom(stack.baseUrl, path)));
    for (const answer of [...direct, ...viaGateway]) {
      expect(answer).toMatchObject({ status: 200, type: 'image/webp', hash: direct[0]!.hash });
    }
    expect(new Set(viaGateway.map((answer) => answer.replica))).toEqual(new Set(recipeReplicas));
  }
}

async function householdOf(owner: Member): Promise<{ _id: string; inviteCode: string; members: { _id: string }[] }> {
  return hearth.expect(200, 'GET', '/households', { who: owner });
}

beforeAll(async () => {
  stack = await startReplicaStack();
  summary.push(`stack of ${REPLICAS} replicas per service and 3 broker nodes ready in ${Math.round((Date.now() - started) / 1000)} s`);
  hearth = new HearthClient(stack.baseUrl);
  [ada, bob, cy] = await Promise.all([hearth.member('Ada Owner'), hearth.member('Bob Joiner'), hearth.member('Cy Leaver')]);
  category = await hearth.category(ada, 'Mains');
  planned = [];
  for (const title of ['Soup', 'Stew', 'Pie', 'Curry']) planned.push(await hearth.recipe(ada, title, { category, isPrivate: false }));
  const meals = planned.map((recipeId, i) => ({ date: `2030-01-${String(7 + i).padStart(2, '0')}`, mealType: 'dinner', recipeId }));
  // svc-planning answers 404 until it has heard of every recipe of the week.
  plan = await eventually(async () => (await hearth.expect<{ _id: string }>(201, 'POST', '/meal-plans', { who: ada, body: { startDate: WEEK, meals } }))._id, 30_000, 200);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  summary.push(`torn down; ${Math.round((Date.now() - started) / 1000)} s in all`);
  process.stdout.write(`\nMulti-replica test:\n  ${summary.join('\n  ')}\n\n`);
});

describe('two replicas of every service behind nginx, on a three-node RabbitMQ cluster', () => {
  it('answers from both replicas of every service, each process with an X-Hearth-Replica of its own', async () => {
    const every: string[] = [];
    for (const service of loadRouteTable().services.filter((each) => stack.urls[each.name])) {
      const own = await Promise.all(stack.urls[service.name]!.map(async (base) => (await fetchFrom(base, '/readyz')).replica!));
      every.push(...own);
      // Any path under the service's prefix is answered by the service (a 404 for this one), with its replica id.
      const viaGateway = await Promise.all(Array.from({ length: 8 }, () => fetchFrom(stack.baseUrl, `${service.prefixes[0]}/replica-probe`, ada)));
      expect(new Set(viaGateway.map((answer) => answer.replica))).toEqual(new Set(own));
    }
    expect(new Set(every).size).toBe(every.length);
  });

  it('serves a picture uploaded through one replica from every replica once it is ready', async () => {
    const { id, replica } = await upload(ada, { r: 200, g: 120, b: 40 });
    const recipeId = await hearth.recipe(ada, 'Pictured Pie', { category, isPrivate: false, image: id });
    const picture = await readyPicture(recipeId);
    await expectServedByEveryReplica(picture);
    summary.push(`picture uploaded through replica ${replica}, ready and served by both`);
  });

  describe('under load, with the broker node leading most queues killed halfway', () => {
    let load: LoadOutcome;
    let killedAt: number;
    let probe: ReadinessProbe;
    let writers: Writer[];
    const lastTitles = new Map<string, string>();
    let afterKillRecipe: string;

    beforeAll(async () => {
      writers = await Promise.all(
        ['Lee', 'Max', 'Noor'].map(async (name) => {
          const member = await hearth.member(`${name} Writer`);
          const writerCategory = await hearth.category(member, 'Everyday');
          const list = (await hearth.expect<{ _id: string }>(201, 'POST', '/shopping-lists', { who: member, body: { name: 'Weekly' } }))._id;
          return { member, category: writerCategory, list };
        }),
      );
      const [a, b, c] = stack.cluster.nodes;
      const leaders = Object.values(await stack.cluster.queueLeaders(c!));
      const victim = leaders.filter((leader) => leader === b!.name).length > leaders.filter((leader) => leader === a!.name).length ? b! : a!;
      const { inviteCode } = await householdOf(ada);
      const [household1, household2] = stack.urls.household!.map((base) => new HearthClient(base));
      const [recipes1, recipes2] = stack.urls.recipes!.map((base) => new HearthClient(base));

      probe = new ReadinessProbe(probeTargets(stack.replicas, stack.urls));
      const loadDone = runLoad(hearth, writers, { durationMs: 20_000, workers: 6, intervalMs: 400 });
      // Renames through one replica then at once through the other, three rounds while the load runs;
      // the last recipe's two renames of a round are sent together.
      const renames = (async () => {
        for (let round = 1; round <= 3; round += 1) {
          await sleep(4000);
          for (const [i, recipeId] of planned.entries()) {
            const first = `Dish ${i} r${round} via 1`;
            const second = `Dish ${i} r${round} via 2`;
            const put = (client: HearthClient, title: string) => client.expect(200, 'PUT', `/recipes/${recipeId}`, { who: ada, body: { title } });
            if (i === planned.length - 1) await Promise.all([put(recipes1!, first), put(recipes2!, second)]);
            else {
              await put(recipes1!, first);
              await put(recipes2!, second);
              lastTitles.set(recipeId, second);
            }
          }
        }
      })();
      // Bob joins, is removed and joins again; Cy joins and is removed: each step through the other replica.
      const memberships = (async () => {
        await sleep(6000);
        await household1!.expect(200, 'POST', '/households/join', { who: bob, body: { inviteCode } });
        await household2!.expect(200, 'POST', '/households/join', { who: cy, body: { inviteCode } });
        await household2!.expect(200, 'DELETE', `/households/members/${bob.id}`, { who: ada });
        await household1!.expect(200, 'DELETE', `/households/members/${cy.id}`, { who: ada });
        await household1!.expect(200, 'POST', '/households/join', { who: bob, body: { inviteCode } });
      })();
      try {
        await sleep(8000);
        killedAt = Date.now();
        await stack.cluster.kill(victim);
        summary.push(`killed ${victim.name} (leader of ${leaders.filter((leader) => leader === victim.name).length} of ${leaders.length} quorum queues) 8 s into the load`);
        // A picture uploaded while the node is down: its events go through the two nodes left.
        const { id } = await upload(ada, { r: 40, g: 160, b: 90 });
        afterKillRecipe = await hearth.recipe(ada, 'Pictured Stew', { category, isPrivate: false, image: id });
        [load] = await Promise.all([loadDone, renames, memberships]);
        // Until every process is ready again (or for the window the check allows), then a little more.
        await eventually(() => probe.report(killedAt).every((replica) => replica.readyAtEnd), READY_AGAIN_WITHIN_MS * 2, 250).catch(() => undefined);
        await sleep(1000);
      } finally {
        // Nothing of the load may outlive a failure here (the probe would keep the test run open).
        await Promise.allSettled([loadDone, renames, memberships]);
        await probe.stop();
      }
      summary.push(`load: ${load.writes} writes in 20 s (${load.recipes.length} recipes), ${load.failures.length} not acknowledged`);
    }, 120_000);

    it('acknowledges every write', () => {
      expect(load.failures).toEqual([]);
      expect(load.writes).toBeGreaterThanOrEqual(60);
    });

    it(`keeps every process ready, or ready again within ${READY_AGAIN_WITHIN_MS / 1000} s of the kill`, () => {
      const report = probe.report(killedAt);
      summary.push(`not ready after the kill: ${report.map((replica) => `${replica.name} ${(replica.longestUnreadyMs / 1000).toFixed(1)} s`).join(', ')}`);
      for (const replica of report) {
        expect({ name: replica.name, unreadyBefore: replica.unreadyBefore, readyAtEnd: replica.readyAtEnd }).toEqual({ name: replica.name, unreadyBefore: 0, readyAtEnd: true });
        expect(replica.longestUnreadyMs).toBeLessThanOrEqual(READY_AGAIN_WITHIN_MS);
      }
    });

    it('keeps one replica of every service ready at every moment', () => {
      const report = probe.report(killedAt);
      for (const processes of Object.values(stack.replicas)) {
        const [one, other] = processes.map((member) => report.find((each) => each.name === member.name)!);
        expect({ service: one!.name, bothUnready: bothUnready(one!, other!) }).toEqual({ service: one!.name, bothUnready: false });
      }
    });

    it('loses no event: every outbox row is published, every recipe written reaches svc-planning', async () => {
      const waited = Date.now();
      await eventually(async () => {
        const [total] = await stack.sql<{ unpublished: number }>(await outboxUnion('count(*) FILTER (WHERE published_at IS NULL)::int AS unpublished', 'sum(unpublished)::int AS unpublished'));
        if (total!.unpublished > 0) throw new Error(`${total!.unpublished} outbox rows unpublished`);
      }, 60_000, 500);
      const missing = await eventually(async () => {
        const known = new Set((await stack.sql<{ id: string }>('SELECT id FROM planning.recipes WHERE id = ANY($1::uuid[])', [load.recipes])).map((row) => row.id));
        const left = load.recipes.filter((id) => !known.has(id));
        if (left.length > 0) throw new Error(`svc-planning lacks ${left.length} of ${load.recipes.length} recipes, e.g. ${left[0]}`);
        return left;
      }, 60_000, 500);
      expect(missing).toEqual([]);
      summary.push(`every outbox drained and every recipe in svc-planning ${((Date.now() - waited) / 1000).toFixed(1)} s after the load`);
    });

    it('publishes each event once while the cluster is whole, and again only after a publish that failed', async () => {
      const rows = await stack.sql<{ schema: string; event_id: string; published_at: Date; attempts: number }>(await outboxUnion('schema, event_id, published_at, attempts'));
      const copies = await stack.drainTap();
      const unseen = rows.filter((row) => !copies.has(row.event_id));
      const twice = rows.filter((row) => (copies.get(row.event_id) ?? 0) > 1);
      summary.push(`${rows.length} events in the outboxes, ${[...copies.values()].reduce((sum, n) => sum + n, 0)} copies on the exchange, ${twice.length} published twice (${twice.map((row) => `${row.schema} attempts=${row.attempts}`).join(', ') || 'none'})`);
      expect(unseen).toEqual([]);
      // A copy the broker took but could not confirm (its node died) is published again: the
      // relay counted that publish as failed. Two relays never publish one row.
      expect(twice.filter((row) => row.attempts === 0 || row.published_at.getTime() < killedAt)).toEqual([]);
      expect(new Set(copies.keys()).size).toBe(rows.length);
    });

    it("leaves svc-planning's meals titled as the recipes' last titles", async () => {
      const titles = async () => {
        const { meals } = await hearth.expect<{ meals: { recipe: { _id: string; title: string } }[] }>(200, 'GET', `/meal-plans/${plan}`, { who: ada });
        return Object.fromEntries(meals.map((meal) => [meal.recipe._id, meal.recipe.title]));
      };
      const source = Object.fromEntries(
        await Promise.all(planned.map(async (id) => [id, (await hearth.expect<{ title: string }>(200, 'GET', `/recipes/${id}`, { who: ada })).title])),
      );
      for (const [id, title] of lastTitles) expect(source[id]).toBe(title);
      await eventually(async () => expect(await titles()).toEqual(source), 30_000, 250);
      // Converged, and stays so: no older rename arrives late to undo it.
      await sleep(2000);
      expect(await titles()).toEqual(source);
    });

    it('leaves each member in the household their last join or removal said, in every service that copies memberships', async () => {
      const household = await householdOf(ada);
      expect(household.members.map((member) => member._id)).toEqual(expect.arrayContaining([bob.id]));
      expect(household.members.map((member) => member._id)).not.toContain(cy.id);
      const schemas = await stack.sql<{ schema: string }>("SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'memberships'");
      expect(schemas.length).toBeGreaterThan(0);
      for (const { schema } of schemas) {
        await eventually(async () => {
          const rows = await stack.sql<{ user_id: string; household_id: string }>(`SELECT user_id, household_id FROM "${schema}".memberships WHERE user_id = ANY($1::uuid[])`, [[bob.id, cy.id]]);
          const of = (id: string) => rows.find((row) => row.user_id === id)?.household_id;
          expect({ schema, bob: of(bob.id) === household._id, cy: of(cy.id) === household._id }).toEqual({ schema, bob: true, cy: false });
        }, 30_000, 250);
      }
      // And so the pages: Bob sees Ada's week, Cy does not.
      const weeks = async (who: Member) => (await hearth.expect<{ _id: string }[]>(200, 'GET', '/meal-plans', { who })).map((week) => week._id);
      expect(await weeks(bob)).toContain(plan);
      expect(await weeks(cy)).not.toContain(plan);
    });

    it('readies a picture uploaded while the node was down, serves it from every replica and shows it in svc-planning', async () => {
      const picture = await readyPicture(afterKillRecipe);
      await expectServedByEveryReplica(picture);
      await eventually(async () => {
        const [row] = await stack.sql<{ image_card_url: string | null }>('SELECT image_card_url FROM planning.recipes WHERE id = $1', [afterKillRecipe]);
        expect(row?.image_card_url).toBe(picture.cardUrl);
      }, 30_000, 250);
    });

    it('logs no error in any process', () => {
      expect(stack.errorLines()).toEqual([]);
    });
  });
});

/** One query over every service's outbox: `columns` of each, and optionally `outer` over them all. */
async function outboxUnion(columns: string, outer?: string): Promise<string> {
  const schemas = await stack.sql<{ schema: string }>("SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'");
  const union = schemas.map(({ schema }) => `SELECT '${schema}' AS schema, * FROM "${schema}".outbox`).join(' UNION ALL ');
  const inner = `SELECT ${columns} FROM (${union}) AS outbox ${outer ? 'GROUP BY schema' : ''}`;
  return outer ? `SELECT ${outer} FROM (${inner}) AS per_schema` : inner;
}
