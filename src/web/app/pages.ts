import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPage, PAGE_KEYS, type PageKey } from './page-loaders';

export { loadPage, PAGE_KEYS, preloadPage, type PageComponents, type PageKey } from './page-loaders';

export const lazyPages: Record<PageKey, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, lazy(() => loadPage(key).then((component) => ({ default: component })))]),
) as Record<PageKey, LazyExoticComponent<ComponentType>>;
