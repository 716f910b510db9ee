import { preloadable } from '../lib/preloadable';

/**
 * The app's own lazily loaded frame: the data layer (every screen but the landing and legal
 * pages) and the signed-in frame. The warm-up script starts them; app.tsx and layout.tsx render
 * them through lazyComponent, without a loading screen when they are already here.
 */
export const queryLayerModule = preloadable(() => import('./query-layer').then((m) => m.QueryLayer));
export const signedInFrameModule = preloadable(() =>
  import('./signed-in-frame').then((m) => m.SignedInFrame),
);
