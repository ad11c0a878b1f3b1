/**
 * Finds the English sentences the services can answer with, so a test can hold every language's
 * catalogue to them. Read from the source with TypeScript's parser: the literals given to the
 * error helpers, `message`/`error`/`reason` properties, zod checks' messages, and any other
 * sentence (three words or more ending in . ! or ?). `${…}` becomes `{}`, as in the catalogues.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Each catalogue folder and the sources whose messages it translates. */
export const MESSAGE_CATALOGUES = [
  {
    folder: 'packages/server-kit/src/i18n/messages',
    sources: ['packages/server-kit/src', 'packages/contract/src'],
  },
  { folder: 'services/api/src/messages', sources: ['services/api/src'] },
  { folder: 'services/lms/src/messages', sources: ['services/lms/src'] },
] as const;

// Not answered to a caller: tests, seed and reference data, fakes and simulators of providers,
// start-up configuration, and the texts of SMS and e-mails (sent, not answered).
const SKIPPED_FILE =
  /(\.test\.ts|-test-helpers\.ts|\/testing\/|\/seed\/|\/seed-data\/|\/migrations\/|simulat|fake-|\/dev\/|config\.ts|counties\.ts|-messages\.ts|outbox\/messages\.ts)$|\/(seed|seed-data|migrations|testing|dev)\//;
const ERROR_HELPERS =
  /^(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|AppError)$/;
// Domains' own refusal helpers take (path, message[, code]): their multi-word arguments.
const DOMAIN_REFUSALS = /^(refused|invalid)$/;
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'reason', 'errorMessage']);
const IGNORED_PROPERTIES = new Set(['description', 'summary', 'title', 'body', 'subject', 'sql']);
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'gte', 'lte', 'gt', 'lt']);
const LOGGING = /(^|\.)(log|logger|console)\.|\.(info|warn|error|debug|trace|fatal)$/;

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return undefined;
}

const hasWords = (text: string) => /[A-Za-z]{2}/.test(text.replaceAll('{}', ''));
// Error codes (`LEAD_CHANGED`) are for programs, and start-up problems name settings for the
// operator; neither is a sentence for a person.
const isForPrograms = (text: string) =>
  /^[A-Z0-9_]+$/.test(text) || /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b( is required|=| needs)/.test(text);
const isSentence = (text: string) =>
  /^[A-Z{"]/.test(text) && /[.!?]$/.test(text) && text.trim().split(/\s+/).length >= 3;

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function isMessageLiteral(node: ts.Node, text: string): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name =
      ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : '';
    if (IGNORED_PROPERTIES.has(name)) return false;
    if (MESSAGE_PROPERTIES.has(name)) return true;
  }
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && node !== parent.expression) {
    const name = calleeName(parent);
    if (LOGGING.test(parent.expression.getText())) return false;
    if (ERROR_HELPERS.test(name) || ZOD_CHECKS.has(name)) return true;
    if (DOMAIN_REFUSALS.test(name) && text.includes(' ')) return true;
  }
  return isSentence(text);
}

export function messagesIn(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (
      text !== undefined &&
      hasWords(text) &&
      !isForPrograms(text) &&
      isMessageLiteral(node, text)
    ) {
      found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The messages of each catalogue's sources, each with a file that uses it. */
export function collectMessages(root: string, sources: readonly string[]): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...sources],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !SKIPPED_FILE.test(file));
  const messages = new Map<string, string>();
  for (const file of files) {
    for (const message of messagesIn(`${root}/${file}`)) {
      if (!messages.has(message)) messages.set(message, file);
    }
  }
  return messages;
}
