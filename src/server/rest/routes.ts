/**
 * The documented /api paths as ONE table: each row maps a path and its payload
 * onto a tRPC procedure; the procedure's answer is the documented answer.
 * No logic lives here.
 */
export interface RestRequest {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Dotted path of the procedure in the app router, e.g. 'account.login'. */
  procedure: string;
  toInput?: (req: RestRequest) => unknown;
  status?: number;
}

const body = (req: RestRequest) => req.body ?? {};

export const restRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/register', procedure: 'account.register', toInput: body, status: 201 },
  { method: 'POST', url: '/api/login', procedure: 'account.login', toInput: body },
  { method: 'POST', url: '/api/logout', procedure: 'account.logout' },
  { method: 'GET', url: '/api/user', procedure: 'account.me' },
  { method: 'GET', url: '/api/session-check', procedure: 'account.sessionCheck' },
  { method: 'GET', url: '/api/site-settings', procedure: 'settings.all' },
];
