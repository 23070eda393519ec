// The app's second step (src/main.tsx): the query cache and the two questions every signed-in page asks first, as one
// module so they load as one file.
import { prepareClassMerging } from '@/lib/cn';

prepareClassMerging();

export { currentUserQuery } from '@/features/auth/api/use-current-user';
export { takeHydrationData } from '@/lib/hydration-data';
export { queryClient } from '@/lib/query-client';
