/** A JSON answer as a scenario reads it. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls Hearth's API at `base` as any HTTP client would, and fails loudly on an unexpected status. */
export function jsonClient(base: string) {
  const send = async (method: string, path: string, token?: string, body?: object): Promise<Answer> => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  const expectStatus = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: answered ${answer.status} ${JSON.stringify(answer.body)}, not ${status}`);
    return answer.body;
  };
  return { send, expectStatus };
}
