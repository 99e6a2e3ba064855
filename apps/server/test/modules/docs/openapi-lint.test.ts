import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAppContext, useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';

/** A problem as one line: rule, where, what. */
const lineOf = (problem: NormalizedProblem) =>
  `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;

describe('OpenAPI document under Redocly lint (recommended rules)', () => {
  const t: TestAppContext = useTestApp({ env: OPS_ENV });
  let problems: NormalizedProblem[] = [];

  beforeAll(async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    // The recommended rules as shipped with the library: no configuration file, no network.
    const config = await createConfig({ extends: ['recommended'] });
    problems = await lintFromString({
      source: response.body,
      absoluteRef: 'openapi.json',
      config,
    });
  });

  it('has no errors', () => {
    const errors = problems.filter((problem) => problem.severity === 'error').map(lineOf);
    expect(errors).toEqual([]);
  });

  it('warns of nothing but the two the decision justifies', () => {
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(lineOf);
    // The lender offers the API under no licence; the load balancer's health check is spared
    // the request ceiling and has no 4XX to document (docs/decisions/0078).
    expect(warnings).toEqual([
      'info-license #/info: Info object should contain `license` field.',
      'operation-4xx-response #/paths/~1api~1health/get/responses: Operation must have at least one `4XX` response.',
    ]);
  });
});
