import type RichTextComponent from './RichText';

type RichText = typeof RichTextComponent;

let loaded: RichText | null = null;

/** Loads the sanitiser and its renderer (its own chunk); answers the component once there. */
export function loadRichText(): Promise<RichText> {
  return import('./RichText').then((module) => (loaded = module.default));
}

/** The renderer when it has already loaded, so a notice can show at its full size at once. */
export function loadedRichText(): RichText | null {
  return loaded;
}

/**
 * The renderer for React.lazy: when it has loaded already, a thenable that settles at once, so
 * a notice opened after the chunk arrived renders whole in its first frame (React takes the
 * value of a thenable that settles synchronously without suspending).
 */
export function lazyRichText(): Promise<{ default: RichText }> {
  const component = loaded;
  if (!component) return loadRichText().then((loadedComponent) => ({ default: loadedComponent }));
  const settled = {
    then(onFulfilled: (value: { default: RichText }) => unknown) {
      onFulfilled({ default: component });
      return settled;
    },
  };
  return settled as unknown as Promise<{ default: RichText }>;
}
