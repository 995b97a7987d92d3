// Our own lint rules for the server's shape (ARCHITECTURE.md Layout, STYLE.md Shape):
// - domain-boundaries: a domain imports another only through its index.ts; lib/, plugins/
//   and db/ never import a domain.
// - no-area-cycles: no import cycle between the server's parts. A part is a domain's area
//   (domains/money/ledger), a domain's front door, or one file elsewhere, so a cycle between
//   two areas counts even when no single file imports itself back (type imports included: a
//   cycle of types ties the two areas together as much as one of values).
// - function-lines: a function's own lines, comments and blank lines included, not counting the
//   functions written inside it (their bodies and doc comments), which are measured on their
//   own: a factory that returns many functions, or a registrar that declares many handlers,
//   counts each one.
import fs from 'node:fs';
import path from 'node:path';

const serverSource = path.resolve(import.meta.dirname, '../apps/server/src');
const domainsDir = path.join(serverSource, 'domains');
const layersWithoutDomains = ['lib', 'plugins', 'db'];
const extensions = ['.ts', '.tsx', '/index.ts'];

/** The file a relative specifier names, or undefined when it is not a source file here. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const extension of extensions) {
    if (fs.existsSync(base + extension)) return base + extension;
  }
  return undefined;
}

/** The domain a file belongs to, if any. */
function domainOf(file) {
  const relative = path.relative(domainsDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** The part of the server a file belongs to (see no-area-cycles). */
function partOf(file) {
  const domain = domainOf(file);
  if (domain === undefined) return path.relative(serverSource, file);
  const [, area] = path.relative(domainsDir, file).split(path.sep);
  return area === undefined || area === 'index.ts'
    ? `domains/${domain}`
    : `domains/${domain}/${area}`;
}

/** Tests and the fixtures they share (a fixture is test code that is not itself a test). */
const isTest = (file) => /\.(test|fixture)\.tsx?$/.test(file);
const isServerSource = (file) => !path.relative(serverSource, file).startsWith('..');

const domainBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    // Tests arrange their data with any domain's internals.
    if (!isServerSource(file) || isTest(file)) return {};
    const ownDomain = domainOf(file);
    const layer = path.relative(serverSource, file).split(path.sep)[0];
    function check(node, specifier) {
      const target = resolveImport(file, specifier);
      const targetDomain = target && domainOf(target);
      if (!targetDomain) return;
      if (layersWithoutDomains.includes(layer)) {
        context.report({ node, message: `${layer}/ never imports a domain (${targetDomain}).` });
        return;
      }
      const frontDoor = path.join(domainsDir, targetDomain, 'index.ts');
      if (targetDomain !== ownDomain && target !== frontDoor) {
        context.report({
          node,
          message: `Import the ${targetDomain} domain only through its index.ts.`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** The import graph between parts of the server, read once per lint run. */
let partGraph;
function readPartGraph() {
  const edges = new Map();
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !isTest(full) ? [full] : [];
    });
  const importPattern = /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm;
  for (const file of walk(serverSource)) {
    const from = partOf(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(importPattern)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const to = partOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  return { edges, components: stronglyConnected(edges) };
}

/** Tarjan's strongly connected components: part → component number. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.set(member, node);
      } while (member !== node);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return component;
}

const noAreaCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    if (!isServerSource(file) || isTest(file)) return {};
    partGraph ??= readPartGraph();
    const from = partOf(file);
    function check(node, specifier) {
      const target = resolveImport(file, specifier);
      if (!target) return;
      const to = partOf(target);
      const { components } = partGraph;
      if (
        to !== from &&
        components.get(to) !== undefined &&
        components.get(to) === components.get(from)
      ) {
        context.report({ node, message: `Import cycle: ${from} and ${to} import each other.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

const functionTypes = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];
/** Nodes that only name or hold a function: its doc comment sits before them. */
const holderTypes = new Set([
  'Property',
  'MethodDefinition',
  'PropertyDefinition',
  'VariableDeclarator',
  'VariableDeclaration',
  'ExportNamedDeclaration',
]);

const functionLines = {
  meta: { type: 'suggestion', schema: [{ type: 'integer', minimum: 1 }] },
  create(context) {
    const max = context.options[0] ?? 70;
    const sourceCode = context.sourceCode;
    const stack = [];
    /** The lines a nested function takes from its parent: its body and its doc comment. */
    function linesOf(inner) {
      const taken = [];
      for (let line = inner.loc.start.line + 1; line < inner.loc.end.line; line += 1) {
        taken.push(line);
      }
      let holder = inner;
      while (holder.parent && holderTypes.has(holder.parent.type)) holder = holder.parent;
      for (const comment of sourceCode.getCommentsBefore(holder)) {
        for (let line = comment.loc.start.line; line <= comment.loc.end.line; line += 1) {
          taken.push(line);
        }
      }
      return taken;
    }
    const enter = () => stack.push({ nested: [] });
    const exit = (node) => {
      const frame = stack.pop();
      stack.at(-1)?.nested.push(node);
      // A nested function is measured on its own; the lines that start and end it stay ours.
      const skipped = new Set(frame.nested.flatMap(linesOf));
      let count = 0;
      for (let line = node.loc.start.line; line <= node.loc.end.line; line += 1) {
        if (!skipped.has(line)) count += 1;
      }
      if (count > max) {
        context.report({
          node,
          message: `This function has ${count} lines of its own (at most ${max}): split it.`,
        });
      }
    };
    return Object.fromEntries(
      functionTypes.flatMap((type) => [
        [type, enter],
        [`${type}:exit`, exit],
      ]),
    );
  },
};

export default {
  rules: {
    'domain-boundaries': domainBoundaries,
    'no-area-cycles': noAreaCycles,
    'function-lines': functionLines,
  },
};
