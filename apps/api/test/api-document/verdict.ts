import type { Response } from 'light-my-request';
import type { Operation } from './document.ts';
import type { Generated } from './requests.ts';

/** Statuses an external platform's failure may cause, where the operation declares them. */
const PLATFORM_FAILURES = [502, 503];

/**
 * What is wrong with one answer, by the document alone: a server error, a status it does not
 * declare, a body that does not match, or a valid request refused (unless `mayRefuse` explains it).
 */
export function problemsWith(op: Operation, request: Generated, res: Response, mayRefuse: (res: Response) => boolean): string[] {
  const status = res.statusCode;
  const answer = op.answers.get(status);
  const problems: string[] = [];
  if (status >= 500 && !(answer && PLATFORM_FAILURES.includes(status))) problems.push(`server error ${status}`);
  if (!answer) problems.push(`status ${status} is not in the document`);
  const type = String(res.headers['content-type'] ?? '');
  if (answer?.json) {
    if (!type.includes('json')) problems.push(`${status} answered ${type || 'no content type'}, the document says JSON`);
    else if (!answer.json(res.json())) problems.push(`${status} body does not match: ${JSON.stringify(answer.json.errors?.slice(0, 3))}`);
  } else if (answer && answer.types.length === 0 && res.rawPayload.length > 0) {
    problems.push(`${status} has a body, the document says none`);
  } else if (answer && answer.types.length > 0 && !answer.types.some((t) => type.startsWith(t))) {
    problems.push(`${status} answered ${type}, the document says ${answer.types.join(' or ')}`);
  }
  for (const header of answer?.headers ?? []) if (res.headers[header.toLowerCase()] === undefined) problems.push(`${status} without its ${header} header`);
  if (request.valid && (status === 400 || status === 422) && !mayRefuse(res)) problems.push(`a valid request refused: ${res.body.slice(0, 300)}`);
  if (!request.valid && status < 300) problems.push(`an invalid request (${request.mutation ?? 'as generated'}) accepted with ${status}`);
  return problems;
}
