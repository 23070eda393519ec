// The app's second step (src/main.tsx): the query cache and the two questions every signed-in page asks first, as one
// module so they load as one file.
export { currentUserQuery } from '@/features/auth/api/use-current-user';
export { companiesQuery } from '@/features/companies/api/use-companies';
export { queryClient } from '@/lib/query-client';
