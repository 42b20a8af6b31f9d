/**
 * The entry (decision record 013, fourth pass): a few kilobytes without React that send the
 * session check, then import the app. Before, that request waited for the whole module graph
 * (React, the router, the screens' shared code) to arrive and run. The dashboard's first reads
 * leave from its route's loader (app/read-ahead.ts says why not from here). The build preloads the app's chunks from index.html (web/build/preload-app.ts),
 * so they download while this runs.
 */
import { readAhead } from './app/read-ahead.ts';
import './styles/tokens.css';
import './styles/global.css';

readAhead();
void import('./app/mount.tsx');
