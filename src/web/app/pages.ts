import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';
import { PAGE_KEYS, pageModules, type PageKey } from './page-loaders';

export { loadPage, PAGE_KEYS, preloadPage, type PageComponents, type PageKey } from './page-loaders';

/** Each page as a component: rendered at once when its module has arrived, else suspending. */
export const lazyPages = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, lazyComponent(pageModules[key])]),
) as Record<PageKey, ComponentType>;
