import { useOwnPortal } from './support/fixtures';
import { memoTests } from './support/page-memo-tests';

// The page memo on the embedded database (PGlite), with a portal of its own.
useOwnPortal();
memoTests('PGlite');
