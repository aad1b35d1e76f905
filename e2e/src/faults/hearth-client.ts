import { eventually } from '@hearth/service-kit/testing';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  contentType: string;
}

export interface Member {
  id: string;
  name: string;
  email: string;
  auth: Record<string, string>;
}

let counter = 0;

/** The API of one Hearth (a fault stack's nginx), as the front ends call it. */
export class HearthClient {
  constructor(readonly baseUrl: string) {}

  /**
   * One call. `timeoutMs` is how long the caller waits: a request still unanswered then fails
   * the test as a hang, never as a slow answer.
   */
  async call<T = unknown>(method: string, path: string, options: { who?: Member; body?: unknown; timeoutMs?: number } = {}): Promise<Answer<T>> {
    const isForm = options.body instanceof FormData;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...options.who?.auth,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    }).catch((error: Error) => {
      throw new Error(`${method} ${path} got no answer: ${error.message}`);
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    return { status: response.status, body: (contentType.includes('json') && text ? JSON.parse(text) : text) as T, contentType };
  }

  /** Expects `status` and returns the body. */
  async expect<T = unknown>(status: number, method: string, path: string, options: { who?: Member; body?: unknown } = {}): Promise<T> {
    const answer = await this.call<T>(method, path, options);
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)} (expected ${status})`);
    return answer.body;
  }

  /** A new account, once svc-household made its household and svc-planning heard of it. */
  async member(name: string): Promise<Member> {
    counter += 1;
    const email = `${name.toLowerCase().replace(/\W/g, '')}.${process.pid}.${Date.now()}.${counter}@example.com`;
    const { token, user } = await this.expect<{ token: string; user: { _id: string } }>(201, 'POST', '/auth/register', {
      body: { name, email, password: 'secret123' },
    });
    const member = { id: user._id, name, email, auth: { Authorization: `Bearer ${token}` } };
    await eventually(async () => (await this.call('GET', '/households', { who: member })).status === 200, 20_000, 100);
    await eventually(() => this.planningKnowsHousehold(member), 20_000, 100);
    return member;
  }

  /** Whether svc-planning has heard of the member's household: its live stream opens (a collection would answer 200 either way). */
  private async planningKnowsHousehold(member: Member): Promise<boolean> {
    const abort = new AbortController();
    const response = await fetch(`${this.baseUrl}/api/live`, { headers: member.auth, signal: abort.signal });
    abort.abort();
    return response.status === 200;
  }

  async inviteCode(owner: Member): Promise<string> {
    return (await this.expect<{ inviteCode: string }>(200, 'GET', '/households', { who: owner })).inviteCode;
  }

  async join(joiner: Member, inviteCode: string): Promise<void> {
    await this.expect(200, 'POST', '/households/join', { who: joiner, body: { inviteCode } });
  }

  /** A category of the household's, created or the one already named so. */
  async category(who: Member, name: string): Promise<string> {
    const answer = await this.call<{ _id?: string; category?: { _id: string } }>('POST', '/categories', { who, body: { name } });
    const id = answer.body._id ?? answer.body.category?._id;
    if (!id) throw new Error(`category ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return id;
  }

  /** A recipe; svc-recipes answers 409 until it has heard of the creator's household. */
  async recipe(who: Member, title: string, options: { category: string; isPrivate?: boolean; image?: string }): Promise<string> {
    const { category, isPrivate = true, image } = options;
    const body = {
      title,
      category,
      isPrivate,
      prepTime: 10,
      cookTime: 20,
      ingredients: [{ name: 'Salt', quantity: 1, unit: 'pinch' }],
      instructions: 'Preparation:\n1. Chop\n\nCooking:\n1. Simmer',
      image,
    };
    return eventually(async () => {
      const created = await this.call<{ _id: string }>('POST', '/recipes', { who, body });
      if (created.status !== 201) throw new Error(`recipe ${title}: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body._id;
    }, 20_000, 100);
  }

  async upload(who: Member, file: Buffer): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'picture.jpg');
    return (await this.expect<{ _id: string }>(201, 'POST', '/recipes/upload', { who, body: form }))._id;
  }
}
