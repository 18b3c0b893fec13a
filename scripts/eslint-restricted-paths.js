import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule: files in a zone's `target` folders may not import from its `from` folders
 * (except the `except` folders), judged on the import's resolved path, so a nested file or
 * an `@/` import cannot slip past. Relative imports and the `@/` alias (src/) are checked;
 * package imports are not.
 *
 * Options: [{ root, zones: [{ target: string[], from: string[], except?: string[], message }] }]
 * with every folder given relative to `root`.
 */
const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
};

export const restrictedPaths = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const abs = (p) => resolve(root, p);
    const file = context.filename;
    const active = zones.filter((z) => z.target.some((t) => inside(file, abs(t))));
    if (active.length === 0) return {};

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = resolve(dirname(file), source);
      else if (source.startsWith('@/')) target = join(root, 'src', source.slice(2));
      else return;
      for (const zone of active) {
        const blocked = zone.from.some((f) => inside(target, abs(f)));
        const allowed = (zone.except ?? []).some((e) => inside(target, abs(e)));
        if (blocked && !allowed) {
          context.report({
            node,
            message: `Import of "${source}" is not allowed here. ${zone.message}`,
          });
          return;
        }
      }
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
