import {
  allEndpoints,
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  devEndpoints,
  type EndpointDescriptor,
  endpoints,
  OBFUSCATED_FIELD_NAMES,
} from '@loan/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import loanAppPlugin from '../../../src/app.ts';
import { escapeHtml } from '../../../src/lib/html.ts';
import { operatorCookie } from '../../../src/modules/operators/operator-session.service.ts';
import { CSRF_HEADER } from '../../../src/modules/operators/ops-identity.ts';
import { call } from '../../helpers/api.ts';
import { testConfig } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { operatorOf, opsRequest } from '../../helpers/operators.ts';
import { TestClock } from '../../helpers/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { callWire } from '../../helpers/wire.ts';
import { checkExamples, requestShape, responseShape } from './openapi-walk.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON, at any depth
type Json = Record<string, any>;

const contractCalls: EndpointDescriptor[] = [...allEndpoints, ...Object.values(devEndpoints)];
const WIRE: Record<string, string> = OBFUSCATED_FIELD_NAMES;

/** `/orders/:orderId` and `/page/*` as OpenAPI writes them. */
const openapiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const routes: RouteOptions[] = [];
  let document: Json;
  const clock = new TestClock();
  const config = testConfig(OPS_ENV);

  beforeAll(async () => {
    database = await createTestDatabase();
    // Every route the app registers, seen as it is registered: a new route cannot hide.
    app = Fastify({ pluginTimeout: 60_000 });
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.register(loanAppPlugin, {
      config,
      db: database.db,
      clock,
    });
    await app.ready();
    const response = await app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const operationOf = (method: string, url: string): Json | undefined =>
    document.paths[openapiPath(url)]?.[method.toLowerCase()];

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every contract call from its descriptor: payload, encoding, session and envelope', () => {
    for (const descriptor of contractCalls) {
      const operation = operationOf(descriptor.method, descriptor.path);
      expect(operation, descriptor.id).toBeDefined();
      expect(operation!.operationId).toBe(descriptor.id);
      expect(operation!.summary, descriptor.id).toMatch(/\w/);
      const wire = (name: string) => (descriptor.obfuscated ? (WIRE[name] ?? name) : name);
      const fields = Object.keys(requestShape(descriptor)).map(wire);
      const queryNames = (operation!.parameters ?? [])
        .filter((parameter: Json) => parameter.in === 'query')
        .map((parameter: Json) => parameter.name);

      if (descriptor.encoding === 'query') {
        expect(operation!.requestBody, descriptor.id).toBeUndefined();
        expect(queryNames, descriptor.id).toEqual(expect.arrayContaining(fields));
      } else {
        const content = operation!.requestBody.content;
        const type = {
          json: 'application/json',
          form: 'application/x-www-form-urlencoded',
          multipart: 'multipart/form-data',
        }[descriptor.encoding];
        expect(Object.keys(content), descriptor.id).toEqual([type]);
        if (descriptor.encoding !== 'multipart') {
          expect(Object.keys(content[type].schema.properties ?? {}).sort(), descriptor.id).toEqual(
            fields.sort(),
          );
        }
      }
      // The session rides in the query: as the security scheme where it is needed.
      if (descriptor.auth === 'session') {
        expect(operation!.security, descriptor.id).toEqual([{ session: [] }]);
        expect(queryNames).not.toContain('sessionid');
      } else {
        expect(operation!.security, descriptor.id).toEqual([]);
        expect(queryNames, descriptor.id).toContain('sessionid');
      }
      expect(queryNames, descriptor.id).toEqual(expect.arrayContaining(['appVersion', 'deviceId']));

      const [success, failure] = operation!.responses['200'].content['application/json'].schema
        .anyOf as Json[];
      const messageField = descriptor.obfuscated?.messageField ?? 'message';
      expect(success!.required, descriptor.id).toEqual(['code', 'data', messageField]);
      expect(success!.properties.code).toEqual({ const: descriptor.successCode });
      expect(failure!.required).toEqual(['code', 'data', messageField]);
      const dataNames = Object.keys(success!.properties.data.properties ?? {});
      expect(dataNames.sort(), descriptor.id).toEqual(
        Object.keys(responseShape(descriptor)).map(wire).sort(),
      );
    }
  });

  it('has every API route the app registers, each with its request and response schemas', () => {
    const apiRoutes = routes.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/'),
    );
    expect(apiRoutes.length).toBeGreaterThan(contractCalls.length);
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(String(route.method), route.url);
      expect(operation, name).toBeDefined();
      expect(operation!.tags?.length, name).toBeGreaterThan(0);
      expect(operation!.summary, name).toMatch(/\w/);
      const schema = route.schema ?? {};
      if (schema.body) expect(operation!.requestBody, name).toBeDefined();
      if (schema.querystring) expect(operation!.parameters?.length, name).toBeGreaterThan(0);
      // A route that nobody described has only the default response, without content.
      const described = Object.values(operation!.responses as Json).filter(
        (response) => response.content && Object.values(response.content as Json)[0].schema,
      );
      expect(described.length, name).toBeGreaterThan(0);
    }
    // Pages and built files are not the API.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('describes the operations API: who may call each route and the data of each answer', () => {
    const opsRoutes = routes.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/ops/'),
    );
    expect(opsRoutes.length).toBeGreaterThanOrEqual(30);
    const schemes = document.components.securitySchemes;
    expect(schemes.opsToken).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(schemes.operatorSession).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: operatorCookie(config).name }),
    );
    // The name the server sets depends on where it runs: both are described.
    expect(schemes.operatorSession.description).toMatch(/`__Host-ops_session`.*`ops_session`/);
    expect(schemes.csrfToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: CSRF_HEADER }),
    );
    const guarded = opsRoutes.filter((route) => route.config?.permission);
    const signIn = opsRoutes.filter((route) => !route.config?.permission);
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(String(route.method), route.url)!;
      const read = route.method === 'GET';
      // Reads take the cookie alone; a session's writes send its CSRF token as well.
      expect(operation.security, name).toEqual([
        { opsToken: [] },
        read ? { operatorSession: [] } : { operatorSession: [], csrfToken: [] },
      ]);
      const headers = (operation.parameters ?? []).filter((p: Json) => p.in === 'header');
      expect(
        headers.map((p: Json) => p.name),
        name,
      ).toEqual(read ? [] : ['x-operator']);
      const content = operation.responses['200'].content;
      const json = content['application/json'];
      if (!json) {
        // A file: described by its content type (an applicant's photo, or a CSV export).
        const file = route.url.endsWith('/applicant/:kind') ? 'image/*' : 'text/csv; charset=utf-8';
        expect(Object.keys(content), name).toEqual([file]);
        continue;
      }
      const data = json.schema.properties.data.anyOf.find((branch: Json) => branch.type !== 'null');
      expect(data?.type, name).toBe('object');
      expect(Object.keys(data.properties).length, name).toBeGreaterThan(0);
    }
    expect(operationOf('GET', '/api/ops/audit/export')!.responses['200'].content).toHaveProperty([
      'text/csv; charset=utf-8',
    ]);
    // Outside the guard: setting up and signing in need nothing, the session its cookie.
    expect(signIn.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/ops/session',
      'GET /api/ops/session',
      'POST /api/ops/session',
      'POST /api/ops/session/password',
      'POST /api/ops/setup',
      'POST /api/ops/setup/confirm',
    ]);
    for (const route of signIn) {
      const operation = operationOf(String(route.method), route.url)!;
      const security = {
        GET: [{ operatorSession: [] }],
        DELETE: [{ operatorSession: [], csrfToken: [] }],
      }[String(route.method)];
      const write = [{ operatorSession: [], csrfToken: [] }];
      expect(operation.security, route.url).toEqual(
        route.url === '/api/ops/session/password' ? write : (security ?? []),
      );
      const envelope = operation.responses['200'].content['application/json'].schema;
      expect(envelope.properties.data.anyOf[0].type).toBe('object');
    }
  });

  it('describes the signed payment callback, the multipart upload and health', () => {
    const callback = operationOf('POST', '/api/payments/callback')!;
    // The sandbox signs; Xendit sends its verification token and a webhook id.
    expect(callback.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'payment-signature', required: false }),
      expect.objectContaining({ in: 'header', name: 'x-callback-token', required: false }),
      expect.objectContaining({ in: 'header', name: 'webhook-id', required: false }),
    ]);
    expect(Object.keys(callback.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(callback.responses)).toEqual(['200', '401', '404', '422']);

    const upload = operationOf('POST', '/api/h5/user-problem/upload-problem-img')!;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual([
      'problemImage',
    ]);
    const health = operationOf('GET', '/api/health')!;
    expect(Object.keys(health.responses)).toEqual(['200', '503']);
  });

  it('has examples, and every one of them fits its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const checked = checkExamples(document, (schema, example, where) => {
      const validate = ajv.compile({ ...schema, components: document.components });
      expect(validate(example) ? [] : validate.errors, where).toEqual([]);
    });
    expect(checked).toBeGreaterThan(contractCalls.length * 3);
    // The success envelopes: built from the contract's own field examples where it has them.
    const login = operationOf('POST', '/api/h5/v3/user/login-code')!;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.properties.phone.examples).toEqual([DEMO_BORROWER_PHONE]);
    const withExample = contractCalls.filter((descriptor) => {
      const operation = operationOf(descriptor.method, descriptor.path)!;
      const success = operation.responses['200'].content['application/json'].schema.anyOf[0];
      return success.examples?.[0]?.code === descriptor.successCode;
    });
    expect(withExample.length).toBeGreaterThan(contractCalls.length / 2);
  });

  it('describes what the server really answers, variant-2 wire names and failures included', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const fits = (method: string, url: string, statusCode: number, body: unknown) => {
      const responses = operationOf(method, url)!.responses;
      const response = responses[String(statusCode)] ?? responses[`${String(statusCode)[0]}XX`];
      const validate = ajv.compile(response.content['application/json'].schema);
      expect(validate(body) ? [] : validate.errors, `${method} ${url} ${statusCode}`).toEqual([]);
    };
    const sessionid = await logInDemoBorrower(app);
    const answers = [
      [
        endpoints.loanDetailConfirm,
        await call(app, endpoints.loanDetailConfirm, { productId: DEMO_PRODUCT_ID }, { sessionid }),
      ],
      [endpoints.loanDetails, await details(app, sessionid, DEMO_ORDER_IDS.overdue)],
      [endpoints.contactKfInfo, await call(app, endpoints.contactKfInfo, {}, { sessionid })],
      [
        endpoints.loanDetailConfirm,
        await call(app, endpoints.loanDetailConfirm, { productId: DEMO_PRODUCT_ID }),
      ],
      [
        endpoints.loanDetailConfirm,
        await call(app, endpoints.loanDetailConfirm, {}, { sessionid }),
      ],
    ] as const;
    for (const [endpoint, answer] of answers) {
      fits(endpoint.method, endpoint.path, answer.statusCode, answer.body);
    }
    const satire = await callWire(
      app,
      endpoints.satire,
      { productId: DEMO_PRODUCT_ID },
      { sessionid },
    );
    expect(satire.raw.code).toBe('00');
    expect(satire.raw.data).toHaveProperty('lantern');
    fits(endpoints.satire.method, endpoints.satire.path, satire.statusCode, satire.raw);

    const order = await ops(app, 'GET', `/orders/${DEMO_ORDER_IDS.overdue}`);
    fits('GET', '/api/ops/orders/:orderId', order.statusCode, order.body);
    const unauthorized = await ops(app, 'GET', '/orders', { token: null });
    fits('GET', '/api/ops/orders', unauthorized.statusCode, unauthorized.body);
    const health = await app.inject({ url: '/api/health' });
    fits('GET', '/api/health', health.statusCode, health.json());

    // The operator routes answer every field their services give.
    const me = await operatorOf(app, clock, 'auditor');
    const session = await opsRequest(app, { method: 'GET', url: '/session', cookie: me.cookie });
    expect(Object.keys(session.body.data).sort()).toEqual([
      'csrfToken',
      'email',
      'permissions',
      'role',
    ]);
    fits('GET', '/api/ops/session', session.statusCode, session.body);
    const page = await opsRequest(app, { method: 'GET', url: '/audit?limit=2', cookie: me.cookie });
    expect(Object.keys(page.body.data.records[0]).sort()).toEqual(
      ['id', 'at', 'actor', 'operatorId', 'action', 'outcome', 'reason']
        .concat(['target', 'before', 'after', 'ip'])
        .sort(),
    );
    fits('GET', '/api/ops/audit', page.statusCode, page.body);
    const refused = await opsRequest(app, { method: 'DELETE', url: '/session', cookie: me.cookie });
    expect(refused.statusCode).toBe(403);
    fits('DELETE', '/api/ops/session', refused.statusCode, refused.body);
    const signedOut = await opsRequest(app, {
      method: 'DELETE',
      url: '/session',
      cookie: me.cookie,
      csrf: me.csrf,
    });
    expect(signedOut.body.data).toEqual({ signedOut: true });
    fits('DELETE', '/api/ops/session', signedOut.statusCode, signedOut.body);
  });

  it('serves a self-contained reference page that lists every operation', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3\.org)/i);
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const method of Object.keys(item)) {
        expect(page, `${method} ${path}`).toContain(
          `<span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`,
        );
      }
    }
    expect(page).toContain('lantern');
  });
});
