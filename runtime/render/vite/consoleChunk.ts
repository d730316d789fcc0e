// The console's first visit used to load about a hundred script files: Rolldown splits the modules of
// the lazy layout, page host and list renderer by which of the ~300 lazy chunks share them, so an icon
// used by the layout and three pages is a file of its own. Each file is a request, a module to
// instantiate and a task on the main thread; on a cold load that overhead, not the bytes, was a large
// part of the time before the rows (bench/README.md, issue 16, fourteenth pass). This plugin puts the
// modules a console page loads first into one chunk, the part of them the sign-in page uses too into
// another and the part other public pages use into a third, so a cold list page loads fifteen files.
//
// Which modules those are is only known once tree-shaking has run (a static import of antd's barrel
// reaches every antd component), so the plugin asks for an analysis build first (`write: false`) and
// reads the files each root loads from its chunks. Every console page renders inside the layout, so it
// loads these modules anyway; a lazy page that imports one of them now imports a chunk already there.
// The roots keep chunks of their own, so their lazy imports and the manifest keys the bundle check
// reads stay as they are.
import type { Plugin } from 'vite';

/** One chunk of the analysis build: what Rolldown's output chunks carry. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Files imported statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** Paths (relative to the project, `/`-separated) of the modules that anchor each group. */
export interface ConsoleChunkRoots {
  /** What a console page loads first: the layout, the page host, the list renderer… */
  console: readonly string[];
  /** The sign-in page: the modules it shares with the console go to a chunk of their own. */
  signIn: readonly string[];
  /**
   * Other pages outside the console (registration, public search): the files they share with the
   * console go to a third chunk, so they load neither the console chunk nor the sign-in page's.
   */
  apart: readonly string[];
}

export type ConsoleChunkName = 'console' | 'console-shared' | 'console-open';

const normal = (id: string) => id.replaceAll('\\', '/');

/**
 * Each grouped module's chunk: the modules of the files the console roots load (less the entry's
 * files and the roots' own modules), 'console-shared' where the sign-in page loads the file too,
 * 'console-open' where only another page outside the console does.
 *
 * @example
 * consoleChunkSets(analysis, { console: ['widgets/shell/BasicLayout.tsx'], signIn: ['widgets/auth/LoginPage.tsx'], apart: [] });
 */
export function consoleChunkSets(
  chunks: readonly BuiltChunk[],
  roots: ConsoleChunkRoots,
): Map<string, ConsoleChunkName> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = (starts: readonly BuiltChunk[]) => {
    const seen = new Set<string>();
    const stack = starts.map((c) => c.fileName);
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const at = (paths: readonly string[]) =>
    chunks.filter((c) => c.facadeModuleId && paths.some((p) => normal(c.facadeModuleId!).endsWith(`/${p}`)));
  const consoleRoots = at(roots.console);
  const rootModules = new Set(consoleRoots.map((c) => c.facadeModuleId!));
  const entry = loaded(chunks.filter((c) => c.isEntry));
  const signIn = loaded(at(roots.signIn));
  const apart = loaded(at(roots.apart));
  const out = new Map<string, ConsoleChunkName>();
  for (const file of loaded(consoleRoots)) {
    if (entry.has(file)) continue;
    const name = signIn.has(file) ? 'console-shared' : apart.has(file) ? 'console-open' : 'console';
    for (const id of byFile.get(file)!.moduleIds) if (!rootModules.has(id)) out.set(id, name);
  }
  return out;
}

/** Set during the analysis build, so the configuration it loads does not start another. */
const ANALYSING = 'CONSOLE_CHUNK_ANALYSIS';

/**
 * The plugin and the three chunk groups it fills (for `build.rolldownOptions.output.codeSplitting.groups`).
 * `configFile` is the Vite configuration the analysis builds with (the app's own).
 *
 * @example
 * const chunks = consoleChunks(fileURLToPath(import.meta.url), { console: […], signIn: […] });
 * defineConfig({ plugins: [chunks.plugin], build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } } });
 */
export function consoleChunks(configFile: string, roots: ConsoleChunkRoots) {
  let sets = new Map<string, ConsoleChunkName>();
  let app = false;
  const plugin: Plugin = {
    name: 'console-chunks',
    apply: 'build',
    configResolved(config) {
      // The app's own build only: not the analysis, a library or Storybook (which names its own input).
      const options = config.build.rolldownOptions ?? config.build.rollupOptions;
      app = !process.env[ANALYSING] && !config.build.ssr && !config.build.lib && options?.input === undefined;
    },
    async buildStart() {
      if (!app) return;
      const { build } = await import('vite');
      process.env[ANALYSING] = '1';
      try {
        const result = await build({
          configFile,
          logLevel: 'silent',
          build: { write: false, manifest: false, minify: false, reportCompressedSize: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as { output: unknown[] }[];
        const chunks = outputs
          .flatMap((r) => r.output)
          .filter((o): o is BuiltChunk & { type: 'chunk' } => (o as { type?: string }).type === 'chunk');
        sets = consoleChunkSets(chunks, roots);
      } finally {
        delete process.env[ANALYSING];
      }
    },
  };
  const group = (name: ConsoleChunkName) => ({
    name,
    test: (id: string) => sets.get(id) === name,
    // Exactly the modules above: what they import is in the entry or one of the three chunks.
    includeDependenciesRecursively: false,
  });
  return { plugin, groups: [group('console-shared'), group('console-open'), group('console')] };
}
