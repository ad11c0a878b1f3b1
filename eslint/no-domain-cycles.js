// Reports an import that closes a cycle between the domain folders of a service
// (services/<service>/src/<domain>/). File-level cycle checks miss these: a → b through one pair
// of files and b → a through another is still a cycle between the two domains.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const isTest = (file) => file.endsWith('.test.ts');

/** services/<service>/src/<domain>/… → { src, domain }; anything else → null. */
function locate(file) {
  const match = /^(.*[\\/]services[\\/][^\\/]+[\\/]src)[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? { src: match[1], domain: match[2] } : null;
}

function domainOf(src, fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const relative = path.relative(src, target);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0];
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !isTest(entry.name)) yield full;
  }
}

const graphs = new Map();

/** The domain graph of one service as it is on disk, read once per lint run. */
function domainGraph(src) {
  if (graphs.has(src)) return graphs.get(src);
  const graph = new Map();
  for (const domain of fs.readdirSync(src, { withFileTypes: true })) {
    if (!domain.isDirectory()) continue;
    const edges = new Set();
    for (const file of sourceFiles(path.join(src, domain.name))) {
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = domainOf(src, file, specifier);
        if (target && target !== domain.name) edges.add(target);
      }
    }
    graph.set(domain.name, edges);
  }
  graphs.set(src, graph);
  return graph;
}

/** A path of domains from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let at = goal; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noDomainCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Domains of a service depend on each other one way only.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle between domains: {{cycle}}. A domain may depend on another only one way: move what both need into the lower domain, or let the lower one offer a registry the higher one fills (see docs/architecture.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const here = isTest(file) ? null : locate(file);
    if (!here) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = domainOf(here.src, file, specifier);
      if (!target || target === here.domain) return;
      const back = pathBetween(domainGraph(here.src), target, here.domain);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { cycle: [here.domain, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const pamojaPlugin = { rules: { 'no-domain-cycles': noDomainCycles } };
