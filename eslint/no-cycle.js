// import-x's own no-cycle skips type-only imports; a circle of types still ties modules together
// (neither can move or be read alone), so this one follows every import, types included.
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils';

const where = (route) => route.map((s) => `${s.value}:${s.loc.start.line}`).join(' => ');

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import that leads back, through any chain, to its importer.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}} leads back here. Move what both need apart.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const external = (name) => isExternalModule(name, resolve(name, context), context);
    // Shared across this file's imports: a module reached once needs no second walk.
    const seen = new Set();
    return {
      ...moduleVisitor((source, importer) => {
        if (external(source.value)) return;
        const imported = ModuleInfo.get(source.value, context);
        if (!imported || imported.path === filename || seen.has(imported.path)) return;
        seen.add(imported.path);
        const queue = [{ get: () => imported, route: [source] }];
        while (queue.length > 0) {
          const { get, route } = queue.shift();
          const module = get();
          if (!module) continue;
          for (const [path, { resolve: next, declarations }] of module.getImports()) {
            if (seen.has(path)) continue;
            const used = [...declarations].filter((d) => !external(d.source.value));
            if (used.length === 0) continue;
            if (path === filename) {
              context.report({ node: importer, messageId: 'cycle', data: { route: where(route) } });
              return;
            }
            seen.add(path);
            queue.push({ get: next, route: [...route, used[0].source] });
          }
        }
      }, {}),
    };
  },
};
