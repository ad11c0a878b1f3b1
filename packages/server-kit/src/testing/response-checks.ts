import { errorResponseSchema } from '@pamoja/contract/api-response';

export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A frame of a Node stack trace, or a source file path: internals a client must never see. */
const STACK_TRACE = [
  /\bat\s+(?:async\s+)?\S+\s+\((?:file:|node:|\/)[^)]*:\d+:\d+\)/,
  /\n\s+at\s+\S+/,
  /node_modules\//,
  /\.[cm]?[jt]s:\d+:\d+/,
];

/** PostgreSQL's own error wording, and SQL statements: a database error that leaked. */
const SQL_TEXT = [
  /syntax error at or near|violates (?:foreign key|unique|check|not-null|exclusion) constraint/i,
  /duplicate key value|invalid input (?:syntax|value) for|out of range for type/i,
  /invalid byte sequence|unterminated quoted|current transaction is aborted|\bSQLSTATE\b/i,
  /relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)/i,
  /\bselect\s[^{}]{1,200}?\sfrom\s+"?\w+"?\s*(?:where|join|order|limit|group|$)/i,
  /\binsert\s+into\s+"?\w+"?\s*\(|\bupdate\s+"?\w+"?\s+set\s+"?\w+"?\s*=|\bdelete\s+from\s+"?\w+"?\s+where/i,
];

const TEXT_TYPES = /json|text|html|xml|calendar|csv/i;

/**
 * What is wrong with one answer (docs/api-conventions.md, Errors): a 5xx, a 4xx outside the one
 * error shape, or a stack trace or SQL text in any textual body. Empty when the answer is fine.
 */
export function responseProblems(response: CheckedResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`status ${status}`);
  const contentType = String(response.headers['content-type'] ?? '');
  if (status >= 400) problems.push(...errorShapeProblems(status, contentType, response.body));
  if (status >= 400 || TEXT_TYPES.test(contentType)) {
    if (STACK_TRACE.some((pattern) => pattern.test(response.body)))
      problems.push('a stack trace or source path in the body');
    if (SQL_TEXT.some((pattern) => pattern.test(response.body)))
      problems.push('SQL or a database error in the body');
  }
  return problems;
}

function errorShapeProblems(status: number, contentType: string, body: string): string[] {
  if (!/json/i.test(contentType)) return [`error answered as ${contentType || 'no content type'}`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return ['error body is not JSON'];
  }
  const shape = errorResponseSchema.strict().safeParse(parsed);
  if (!shape.success)
    return [`error body outside the error shape: ${shape.error.issues[0]?.message}`];
  const problems: string[] = [];
  const error = shape.data;
  if (error.statusCode !== status) problems.push(`statusCode ${error.statusCode} ≠ ${status}`);
  if (!/^[A-Z][A-Z0-9_]*$/.test(error.code)) problems.push(`code ${error.code} is not UPPER_SNAKE`);
  if (error.message.trim() === '') problems.push('empty error message');
  if (error.errorMessage !== error.message) problems.push('errorMessage ≠ message');
  return problems;
}
