import { type ComponentType, createElement, use } from "react";

export type PreloadableLazy<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy with a `preload()` that, once awaited, lets the component render at once. A lazy part
 * the server rendered must be loaded before the browser hydrates it: React.lazy suspends there even
 * when its code is in, and a tap on a part still waiting for its code is lost.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then((loaded) => {
      component = loaded;
    });
    return loading;
  };
  function Lazy(props: P) {
    if (!component) use(preload());
    return component ? createElement(component, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
