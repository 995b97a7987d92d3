import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Files the compiler may touch: our components and hooks, never a dependency. */
const sourcePattern = /\.[jt]sx?$/;
/** What a file must mention to hold a component or hook (as @vitejs/plugin-react's preset). */
const reactCodePattern = /forwardRef|memo|\b(?:[A-Z]|use[A-Z0-9])/;

/**
 * The React Compiler (automatic memoisation) run by Babel before the TypeScript and JSX
 * transform. Babel only parses the types and hands them on; Vite's own transform strips them.
 * In place of @rolldown/plugin-babel, whose every version declares Node 22.
 */
export function reactCompilerPlugin(): Plugin {
  return {
    name: 'khela:react-compiler',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!sourcePattern.test(file) || file.includes('/node_modules/')) return null;
      if (!reactCodePattern.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['babel-plugin-react-compiler'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
