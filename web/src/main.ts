/**
 * The entry (decision record 013, fourth pass): a few kilobytes without React that send the
 * session check and, on the dashboard's URL, its first reads, then import the app. Before, those
 * requests waited for the whole module graph (React, the router, the screens' shared code) to
 * arrive and run. The build preloads the app's chunks from index.html (web/build/preload-app.ts),
 * so they download while this runs.
 */
import { readAhead } from './app/read-ahead.ts';
import './styles/tokens.css';
import './styles/global.css';

readAhead(window.location);
void import('./app/mount.tsx');
