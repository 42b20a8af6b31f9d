/**
 * Decision record 013, fourth pass: the entry (src/main.ts) is small and imports the app
 * dynamically once it has sent the session check. Vite preloads only an entry's static imports
 * from index.html, so without this the app's chunks would be asked for only after the entry has
 * arrived and run. This plugin adds a `modulepreload` link for the app's chunk and each chunk it
 * imports statically, and a stylesheet link for their CSS, so they download beside the entry.
 * Vite's own preload helper skips a file a link already names, so nothing is fetched twice.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a chunk needs before it can run: itself and its static imports, depth first. */
export function staticClosure(bundle: Record<string, { type: string }>, root: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = bundle[fileName] as ChunkLike | undefined;
    if (chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(root);
  return [...seen];
}

export function preloadApp(appModule: RegExp): Plugin {
  let base = '/';
  return {
    name: 'sl:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, { type: string }> | undefined;
        if (!bundle) return html;
        const app = Object.values(bundle).find(
          (c): c is ChunkLike => c.type === 'chunk' && appModule.test((c as ChunkLike).facadeModuleId ?? ''),
        );
        if (!app) throw new Error(`sl:preload-app: no chunk for ${appModule}`);
        const entry = Object.values(bundle).filter(
          (c): c is ChunkLike => c.type === 'chunk' && (c as ChunkLike).isEntry,
        );
        // What index.html loads already (the entry and its static imports) needs no second link.
        const loaded = new Set(entry.flatMap((c) => staticClosure(bundle, c.fileName)));
        const files = staticClosure(bundle, app.fileName).filter((f) => !loaded.has(f));
        const loadedCss = new Set(entry.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
        const css = files.flatMap((f) => [...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? [])]);
        const tags: HtmlTagDescriptor[] = [
          ...files.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` },
            injectTo: 'head' as const,
          })),
          ...[...new Set(css)]
            .filter((f) => !loadedCss.has(f))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${f}` },
              injectTo: 'head' as const,
            })),
        ];
        return { html, tags };
      },
    },
  };
}
