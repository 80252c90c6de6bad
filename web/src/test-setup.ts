import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React 19 act() support in jsdom tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Testing Library cleans up by itself only with vitest globals, which this project does not use.
afterEach(() => cleanup());
