/**
 * A RESO Web API server for tests, written from the Web API Core 2.0 and OData 4.01 documents (not
 * from Vitrine's client): an OAuth 2.0 client-credentials token endpoint, and entity sets read with
 * `$filter` (comparison operators `eq ne gt ge lt le`, `in`, `and`, `or`, `not`, parentheses; string,
 * number, boolean, null and DateTimeOffset literals), `$select`, `$orderby`, `$top`, `$count` and
 * server-driven paging: at most `Prefer: odata.maxpagesize` records (capped by the server's own
 * limit) and an `@odata.nextLink` whose `$skiptoken` names the last record sent, so a page read
 * later continues after it even when records changed meanwhile. Unknown fields answer 400 with an
 * OData error body; a missing or expired token answers 401. Tests add faults (a status with its
 * `Retry-After`, for the next requests to a resource) and change the records between pages.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown>;

export interface ResoServerOptions {
  /** Records per entity set (`Property`, `Member`, …), keyed by the set's key field in `keys`. */
  data: Record<string, Row[]>;
  /** The key field of each entity set (default: `ListingKey` for `Property`, `<Set>Key` otherwise). */
  keys?: Record<string, string>;
  clientId?: string;
  clientSecret?: string;
  /** Token lifetime, s. Default 3 600. */
  tokenLifetimeS?: number;
  /** Records per page when the client asks for none; and the most it may ask for. Defaults 100 and 2 000. */
  defaultPageSize?: number;
  maxPageSize?: number;
}

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  prefer: string | null;
  authorization: string | null;
  status: number;
}

export interface ResoServer {
  /** The OData service root (`http://127.0.0.1:PORT/odata`). */
  serviceRoot: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The records, to change between requests (an upstream price change, a withdrawn listing…). */
  data: Record<string, Row[]>;
  requests: SeenRequest[];
  /** The next `count` requests to `resource` answer `status` (with `Retry-After: retryAfter` when given). */
  fail(resource: string, status: number, options?: { count?: number; retryAfter?: string }): void;
  /** Every token given so far stops being accepted (as when a token expires). */
  expireTokens(): void;
  close(): Promise<void>;
}

const odataError = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { code, message } }));
};

class FilterError extends Error {}

type Literal = string | number | boolean | null | { dateTime: number };
type Predicate = (row: Row) => boolean;

/** Tokens of an OData `$filter`: words, quoted strings (`''` escapes a quote), parentheses and commas. */
function tokenize(filter: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*('(?:[^']|'')*'|\(|\)|,|[^\s(),']+)/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < filter.length && (match = pattern.exec(filter))) tokens.push(match[1]);
  if (filter.slice(pattern.lastIndex).trim()) throw new FilterError(`Syntax error in $filter at position ${pattern.lastIndex}`);
  return tokens;
}

function parseLiteral(token: string | undefined): Literal {
  if (token === undefined) throw new FilterError('A value is missing in $filter');
  if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
  if (token === 'true' || token === 'false') return token === 'true';
  if (token === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(token)) return { dateTime: Date.parse(token) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(token)) return token;
  throw new FilterError(`Unknown literal in $filter: ${token}`);
}

function compare(value: unknown, literal: Literal): number | null {
  if (value === null || value === undefined || literal === null) return null;
  if (typeof literal === 'object') {
    const time = typeof value === 'string' ? Date.parse(value) : NaN;
    return Number.isNaN(time) ? null : time - literal.dateTime;
  }
  if (typeof literal === 'number' && typeof value === 'number') return value - literal;
  if (typeof literal === 'string' && typeof value === 'string') return value < literal ? -1 : value > literal ? 1 : 0;
  if (typeof literal === 'boolean' && typeof value === 'boolean') return Number(value) - Number(literal);
  return null;
}

/** A `$filter` as a predicate over rows whose fields are `fields`. @throws FilterError */
function parseFilter(filter: string, fields: Set<string>): Predicate {
  const tokens = tokenize(filter);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  const comparison = (): Predicate => {
    const field = next();
    if (!field || !fields.has(field)) throw new FilterError(`Could not find a property named '${field}' on type 'Property'`);
    const operator = next();
    if (operator === 'in') {
      if (next() !== '(') throw new FilterError("Expected '(' after 'in'");
      const values: Literal[] = [parseLiteral(next())];
      while (peek() === ',') {
        next();
        values.push(parseLiteral(next()));
      }
      if (next() !== ')') throw new FilterError("Expected ')' closing 'in'");
      return (row) => values.some((value) => compare(row[field], value) === 0);
    }
    const literal = parseLiteral(next());
    const test: Record<string, (order: number | null, row: Row) => boolean> = {
      eq: (order, row) => (literal === null ? row[field] === null || row[field] === undefined : order === 0),
      ne: (order, row) => (literal === null ? row[field] !== null && row[field] !== undefined : order !== 0),
      gt: (order) => order !== null && order > 0,
      ge: (order) => order !== null && order >= 0,
      lt: (order) => order !== null && order < 0,
      le: (order) => order !== null && order <= 0,
    };
    const check = operator ? test[operator] : undefined;
    if (!check) throw new FilterError(`Unknown operator in $filter: ${operator}`);
    return (row) => check(compare(row[field], literal), row);
  };
  const unary = (): Predicate => {
    if (peek() === 'not') {
      next();
      const inner = unary();
      return (row) => !inner(row);
    }
    if (peek() === '(') {
      next();
      const inner = or();
      if (next() !== ')') throw new FilterError("Expected ')' in $filter");
      return inner;
    }
    return comparison();
  };
  /** Operands joined by `word` (`and`: every one holds; `or`: any one does). */
  const joined = (word: 'and' | 'or', operand: () => Predicate) => (): Predicate => {
    const parts = [operand()];
    while (peek() === word) {
      next();
      parts.push(operand());
    }
    return word === 'and' ? (row) => parts.every((part) => part(row)) : (row) => parts.some((part) => part(row));
  };
  const and = joined('and', () => unary());
  const or: () => Predicate = joined('or', and);
  const predicate = or();
  if (position < tokens.length) throw new FilterError(`Unexpected '${peek()}' in $filter`);
  return predicate;
}

/** `$orderby` as a comparator (ties broken by the key, so paging is stable). @throws FilterError */
function parseOrderBy(orderby: string | null, fields: Set<string>, key: string) {
  const terms = (orderby ? orderby.split(',') : []).map((term) => {
    const [field, direction = 'asc'] = term.trim().split(/\s+/);
    if (!fields.has(field)) throw new FilterError(`Could not find a property named '${field}' on type 'Property'`);
    if (direction !== 'asc' && direction !== 'desc') throw new FilterError(`Unknown sort direction: ${direction}`);
    return { field, sign: direction === 'asc' ? 1 : -1 };
  });
  if (!terms.some((term) => term.field === key)) terms.push({ field: key, sign: 1 });
  const valueOf = (row: Row, field: string) => {
    const value = row[field];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return Date.parse(value);
    return value as string | number | null;
  };
  const comparator = (a: Row, b: Row) => {
    for (const { field, sign } of terms) {
      const [x, y] = [valueOf(a, field), valueOf(b, field)];
      if (x === y) continue;
      if (x === null || x === undefined) return -sign;
      if (y === null || y === undefined) return sign;
      return (x < y ? -1 : 1) * sign;
    }
    return 0;
  };
  return { comparator, terms };
}

/**
 * Starts the server on a free loopback port.
 * @returns the server, its URLs and its test controls
 */
export async function startResoServer(options: ResoServerOptions): Promise<ResoServer> {
  const clientId = options.clientId ?? 'vitrine-test';
  const clientSecret = options.clientSecret ?? 'secret-for-tests';
  const tokenLifetimeS = options.tokenLifetimeS ?? 3600;
  const defaultPageSize = options.defaultPageSize ?? 100;
  const maxPageSize = options.maxPageSize ?? 2000;
  const tokens = new Map<string, number>();
  const faults = new Map<string, { status: number; retryAfter?: string }[]>();
  const requests: SeenRequest[] = [];
  let issued = 0;
  const keyOf = (set: string) => options.keys?.[set] ?? (set === 'Property' ? 'ListingKey' : `${set}Key`);

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const prefer = [request.headers.prefer ?? []].flat().join(', ') || null;
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      prefer,
      authorization: request.headers.authorization ?? null,
      status: 0,
    };
    requests.push(seen);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      seen.status = status;
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const fail = (status: number, code: string, message: string) => {
      seen.status = status;
      odataError(response, status, code, message);
    };

    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('grant_type') !== 'client_credentials') return fail(400, 'unsupported_grant_type', 'Only client_credentials is supported');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return fail(401, 'invalid_client', 'Unknown client');
      const token = `token-${++issued}`;
      tokens.set(token, Date.now() + tokenLifetimeS * 1000);
      return answer(200, { access_token: token, token_type: 'Bearer', expires_in: tokenLifetimeS });
    }

    const match = /^\/odata\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match || request.method !== 'GET') return fail(404, 'NotFound', `No resource at ${url.pathname}`);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now()) return fail(401, 'Unauthorized', 'The access token is missing, expired or revoked');
    const set = match[1];
    const rows = options.data[set];
    if (!rows) return fail(404, 'NotFound', `No entity set named '${set}'`);
    const pending = faults.get(set);
    const fault = pending?.shift();
    if (fault) return answer(fault.status, { error: { code: 'Fault', message: `Injected ${fault.status}` } }, fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {});

    const key = keyOf(set);
    const fields = new Set([key, ...rows.flatMap((row) => Object.keys(row))]);
    try {
      const filter = url.searchParams.get('$filter');
      const predicate = filter ? parseFilter(filter, fields) : () => true;
      const { comparator, terms } = parseOrderBy(url.searchParams.get('$orderby'), fields, key);
      const select = url.searchParams.get('$select')?.split(',').map((field) => field.trim());
      for (const field of select ?? []) if (!fields.has(field)) throw new FilterError(`Could not find a property named '${field}' on type '${set}'`);
      let matching = rows.filter(predicate).sort(comparator);
      const count = matching.length;
      const skiptoken = url.searchParams.get('$skiptoken');
      if (skiptoken) {
        const last = JSON.parse(Buffer.from(skiptoken, 'base64url').toString('utf8')) as Row;
        matching = matching.filter((row) => comparator(row, last) > 0);
      }
      const top = url.searchParams.get('$top');
      const asked = /odata\.maxpagesize=(\d+)/.exec(prefer ?? '')?.[1];
      const pageSize = Math.min(asked ? Number(asked) : defaultPageSize, maxPageSize, top ? Number(top) : Infinity);
      const page = matching.slice(0, pageSize);
      const body: Record<string, unknown> = {
        '@odata.context': `${serviceRoot}/$metadata#${set}${select ? `(${select.join(',')})` : ''}`,
        value: page.map((row) => (select ? Object.fromEntries(select.map((field) => [field, row[field] ?? null])) : row)),
      };
      if (url.searchParams.get('$count') === 'true') body['@odata.count'] = count;
      if (matching.length > page.length && !top) {
        const last = page[page.length - 1];
        const position = Object.fromEntries(terms.map(({ field }) => [field, last[field] ?? null]));
        const nextQuery = new URLSearchParams(url.searchParams);
        nextQuery.set('$skiptoken', Buffer.from(JSON.stringify(position)).toString('base64url'));
        body['@odata.nextLink'] = `${serviceRoot}/${set}?${nextQuery.toString()}`;
      }
      return answer(200, body, asked ? { 'Preference-Applied': `odata.maxpagesize=${pageSize}` } : {});
    } catch (error) {
      if (error instanceof FilterError) return fail(400, 'BadRequest', error.message);
      return fail(500, 'InternalError', error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const serviceRoot = `http://127.0.0.1:${port}/odata`;
  return {
    serviceRoot,
    tokenUrl: `http://127.0.0.1:${port}/oauth/token`,
    clientId,
    clientSecret,
    data: options.data,
    requests,
    fail(resource, status, { count = 1, retryAfter } = {}) {
      const list = faults.get(resource) ?? [];
      for (let i = 0; i < count; i++) list.push({ status, retryAfter });
      faults.set(resource, list);
    },
    expireTokens() {
      tokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
