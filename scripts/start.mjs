// `npm start`: build what is not built yet, then run the production server in this process.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/server.js');
