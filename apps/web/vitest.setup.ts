import { configure } from '@testing-library/react';

// `findBy…` waits for an element: one second is too short for Mantine's first render on a busy
// 2-core machine, and waiting longer costs nothing when the element comes sooner.
configure({ asyncUtilTimeout: 10_000 });
