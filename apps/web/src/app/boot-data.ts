// The app's second step (src/main.tsx): the query cache and the two questions every signed-in page asks first, as one
// module so they load as one file.
import { config } from 'zod';
import { prepareClassMerging } from '@/lib/cn';

// Zod compiles a parser with `new Function` when the page allows it; ours does not (CSP script-src 'self'), so its probe
// only made the browser report a refused eval on every start. Each answer here is parsed once: compiling would not pay.
config({ jitless: true });
prepareClassMerging();

export { currentUserQuery } from '@/features/auth/api/use-current-user';
export { takePageAnswers } from '@/lib/page-answers';
export { queryClient } from '@/lib/query-client';
