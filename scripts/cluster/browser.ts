/** A person's browser against one address: keeps the session cookie, says who answered. */
export class Browser {
  cookie: string | null = null;
  constructor(
    public base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The same person (their cookie) talking to another address: another instance, directly. */
  at(base: string): Browser {
    const other = new Browser(base, this.headers);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: string, url: string, body?: unknown) {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...this.headers,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("macrowise_session="));
    if (session) {
      const value = session.split(";")[0] ?? "";
      this.cookie = value === "macrowise_session=" ? null : value;
    }
    const text = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get("x-served-by"),
      requestId: response.headers.get("x-request-id"),
      json: () => JSON.parse(text),
      text,
    };
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}) => this.request("POST", url, body);

  async register(username: string) {
    const answer = await this.post("/api/register", {
      username,
      email: `${username}@example.com`,
      gender: "other",
      password: "secret-pass",
    });
    if (answer.status !== 201) throw new Error(`register ${username}: ${answer.status} ${answer.text}`);
    return answer.json() as { id: number };
  }
}
