import type { RequestSpec } from './requests.js';
import type { Reply } from './send.js';

const ERROR_KEYS = ['code', 'message', 'path', 'status', 'statusReason', 'toe'].join(',');

/**
 * What is wrong with an answer, by what API.md §0 promises for any input: no 5xx, no hang, no
 * connection cut before the answer, every error in the error shape with `toe` equal to
 * x-request-id, and nothing under /api answered with success to a caller without a valid token.
 * An empty list: nothing.
 */
export function problemsOf(spec: RequestSpec, outcome: Reply, slowMs: number): string[] {
  if ('transportError' in outcome) return [`transport: ${outcome.transportError}`];
  const { status, headers, body, ms } = outcome.answer;
  const problems: string[] = [];
  if (ms > slowMs) problems.push(`slow: ${Math.round(ms)} ms`);
  if (status >= 500) problems.push(`status ${status}`);
  if (spec.template.startsWith('/api/') && (spec.caller === 'none' || spec.caller === 'wrong') && status < 400) {
    problems.push(`status ${status} without a valid token`);
  }
  if (status >= 400) {
    let parsed: Record<string, unknown> | undefined;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      problems.push(`error body is not JSON: ${body.slice(0, 80)}`);
    }
    if (!(headers['content-type'] ?? '').startsWith('application/json')) problems.push(`error content-type ${headers['content-type']}`);
    if (parsed) {
      if (Object.keys(parsed).sort().join(',') !== ERROR_KEYS) problems.push(`error members ${Object.keys(parsed).sort().join(',')}`);
      if (parsed.status !== status) problems.push(`error status ${String(parsed.status)} under HTTP ${status}`);
      if (typeof parsed.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(parsed.code)) problems.push(`error code ${String(parsed.code)}`);
      if (typeof parsed.message !== 'string' || parsed.message.length === 0) problems.push('error without a message');
      if (typeof parsed.toe !== 'string' || parsed.toe !== headers['x-request-id']) problems.push('error toe is not x-request-id');
    }
  }
  return problems;
}

/** A failure's kind: the same defect found twice counts once. */
export function kindOf(spec: RequestSpec, problem: string): string {
  return `${spec.operation}: ${problem.replace(/\d+ ms/, 'N ms')}`;
}
