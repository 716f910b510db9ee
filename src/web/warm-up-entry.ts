import { warmUp } from './app/warm-up';

/*
 * A second, tiny entry script that the build adds to index.html (see vite.config.ts). It runs as
 * soon as it arrives, while the main script (React and the app's frame) is still downloading,
 * and starts fetching the current page's code and words alongside it instead of after it.
 */
warmUp(window.location.pathname, window.location.search);
