import { configure } from '@testing-library/react';

// Route modules load lazily and the whole suite runs in parallel: on a loaded machine a first
// render can take longer than Testing Library's default one-second wait. Importing this file
// gives `findBy…`/`waitFor` in that test file four seconds instead.
configure({ asyncUtilTimeout: 4000 });
